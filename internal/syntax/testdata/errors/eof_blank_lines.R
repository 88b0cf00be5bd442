f(a,

