"""Where the tests find a PostgreSQL server (issue 18 #10): the OS package, else the PATH,
else the `pgserver` wheel of the dev dependencies; with none, the tests are skipped with a
line saying why, except under CI."""

import importlib.util
import shutil
from pathlib import Path

import pytest

from tests.support import postgres


def no_os_postgres(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SALOON_PG_BIN", raising=False)
    monkeypatch.setattr(postgres, "BIN_DIRS", ())
    monkeypatch.setattr(shutil, "which", lambda name: None)


def test_without_the_os_package_the_wheels_binaries_are_used(monkeypatch):
    if importlib.util.find_spec("pgserver") is None:
        pytest.skip("no pgserver wheel for this Python or platform")
    no_os_postgres(monkeypatch)
    found = postgres.find_bin()
    assert found.parts[-3:] == ("pgserver", "pginstall", "bin")
    assert (found / "initdb").exists()


def test_with_no_server_anywhere_the_reason_names_the_remedy(monkeypatch):
    no_os_postgres(monkeypatch)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(postgres.PostgresMissingError, match="apt-get install postgresql"):
        postgres.find_bin()


def test_a_chosen_folder_is_the_only_one_looked_at(monkeypatch, tmp_path: Path):
    monkeypatch.setenv("SALOON_PG_BIN", str(tmp_path))
    with pytest.raises(postgres.PostgresMissingError, match=str(tmp_path)):
        postgres.find_bin()
