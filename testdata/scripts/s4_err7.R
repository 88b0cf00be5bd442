setClass("S", representation("VIRTUAL")); new("S")
