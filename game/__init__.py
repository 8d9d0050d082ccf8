"""Tessera: four tile-laying games of the Carcassonne family (Safari, Amazonas, Hunters and Gatherers,
Over Hill and Dale) for 2-5 players at one screen."""

__version__ = "0.3.0"
