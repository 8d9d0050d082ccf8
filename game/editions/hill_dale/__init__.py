"""Over Hill and Dale (Hobby World "Альпийские луга"): paths, fields, travel, stables, harvest tokens."""
