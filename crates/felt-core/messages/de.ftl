# Felts Meldungen auf Deutsch.

## Die Ergebnisanzeige eines beendeten Turniers.

result-wins = { $name } gewinnt
result-last-in = Nur noch { $name } ist im Turnier.
result-stopped = Das Spiel ist beendet
result-stopped-how = Die verbliebenen Spieler wurden nach ihren Chips platziert.
result-deal = Ein Deal beendet das Turnier
result-deal-how = Die verbliebenen Spieler haben alle restlichen Preise geteilt.
result-over = Das Turnier ist vorbei
result-one-left = Ein Spieler ist übrig.
result-seats-won =
    { $seats ->
        [one] { $seats } Ticket gewonnen
       *[other] { $seats } Tickets gewonnen
    }
result-more-places =
    { $count ->
        [one] und { $count } weiterer Platz auf der Ergebnisliste
       *[other] und { $count } weitere Plätze auf der Ergebnisliste
    }
result-prizes-unknown = Preise nicht angezeigt: { $why }

## Numbers in words.

ordinal = { $n }.
place-shared = { $from }–{ $to }
