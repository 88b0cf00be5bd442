people <- data.frame(name = c("Ann", "Bob", "Cy", "Di"), age = c(31, 25, 47, 25),
                     score = c(88.5, 92, 79.25, 92))
people[order(people$age), ]
people[order(people$age, people$name, decreasing = TRUE), ]
people[order(-people$score, people$name), ]
with(people, mean(age))
with(people, name[score == max(score)])
people$rank <- rank <- order(order(-people$score))
people
people[people$age < 30, "name"]
agg <- sapply(split(people$score, people$age), max)
agg
nrow(people[people$score > 80, ])
colnames(people)
people[, sapply(people, is.numeric)]
