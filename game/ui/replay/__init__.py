"""The Replay scene: step through any game, finished or not, as an onlooker saw it, and start
another line from any moment.  Built from the play screen's components over a read-only model of one moment
(model.py); the engine's replay timeline (game.replay) answers every question about the game."""
