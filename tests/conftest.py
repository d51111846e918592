"""Project-wide test configuration: the fake Discord's fixtures are available everywhere."""

pytest_plugins = ["tests.fakediscord.fixtures"]
