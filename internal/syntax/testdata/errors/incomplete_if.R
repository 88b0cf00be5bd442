if (TRUE
