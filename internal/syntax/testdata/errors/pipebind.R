x => y
