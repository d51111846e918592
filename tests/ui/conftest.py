from tests.support.service_fixtures import clock, lobby, repo, service  # noqa: F401
