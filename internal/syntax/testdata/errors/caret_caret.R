a ^ ^ b
