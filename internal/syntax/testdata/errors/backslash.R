x \ y
