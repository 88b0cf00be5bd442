a::b::c
