"""The Rules screen's parts: a rules document laid out for a width and a UI scale (`layout`), its pictures
drawn by the game's own painters (`pictures`), the worked examples played through the scenario runner and
painted as boards (`examples`), the scrolling document view (`view`) and the larger example board
(`example_scene`).  The screen itself is `game.ui.scenes.rules`."""
