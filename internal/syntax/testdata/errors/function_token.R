1 function
