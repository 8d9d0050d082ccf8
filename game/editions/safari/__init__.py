"""Carcassonne Safari: trails, bush, baobabs, animal tokens, rangers and watering holes."""
