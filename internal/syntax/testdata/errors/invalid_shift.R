a <<b
