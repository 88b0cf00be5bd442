toupper(structure(c(a="x"), foo=1))
tolower(structure("A", class="bar"))
