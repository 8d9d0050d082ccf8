"""Hunters and Gatherers (rulebook 003)."""
