x@@y
