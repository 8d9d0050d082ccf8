"""Amazonas (2016): the Amazon, boats, explorers and camps."""
