"""Saloon: Western board games played asynchronously on Discord."""
