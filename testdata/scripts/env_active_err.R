x <- 1
print(bindingIsActive("x", globalenv()))
makeActiveBinding("x", function() 2, globalenv())
