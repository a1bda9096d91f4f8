# Felt's messages in English, the source every other language is checked against.
# One message per sentence a person reads; $names are what the sentence is given.

## The results screen of a finished event.

result-wins = { $name } wins
result-last-in = { $name } is the last player in.
result-stopped = Play has stopped
result-stopped-how = The players still in were placed by their chips.
result-deal = A deal ends the event
result-deal-how = The players still in shared all the prizes left.
result-over = The event is over
result-one-left = One player is left.
result-seats-won =
    { $seats ->
        [one] { $seats } seat won
       *[other] { $seats } seats won
    }
result-more-places =
    { $count ->
        [one] and { $count } more place on the results sheet
       *[other] and { $count } more places on the results sheet
    }
result-prizes-unknown = Prizes not shown: { $why }

## Numbers in words.

# A place or a level's number as an ordinal: 1st, 2nd, 3rd, 4th.
ordinal =
    { NUMBER($n, type: "ordinal") ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }
# A place shared by several players: 5th-6th.
place-shared = { $from }-{ $to }
