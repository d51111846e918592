"""Benchmarks that print numbers (never timed tests). Run: python -m bench [game ...]."""
