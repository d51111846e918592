"""Way Out West (Martin Wallace, Warfrog 2000): the pure rules engine."""
