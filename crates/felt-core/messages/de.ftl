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

## Die Einsätze eines Levels, wie Anzeige und Ausdruck sie schreiben. Die Zahlen kommen
## fertig formatiert an ($sb ist "1.000").

stakes-blinds = Blinds
stakes-bb-ante = BB-Ante
stakes-ante = Ante
stakes-button-ante = Button-Ante
stakes-bets = Einsätze
stakes-bring-in = Bring-in
stakes-complete = Komplettieren
stakes-high-card-opens = Höchste Karte eröffnet
stakes-pair = { $a } / { $b }
stakes-either = { $a } oder { $b }
ante-kind-big-blind = Big-Blind-Ante
ante-kind-table = Ante
ante-kind-button = Button-Ante
betting-limit = Limit
betting-pot-limit = Pot-Limit
betting-no-limit = No-Limit
game-with-betting = { $game } · { $betting }
stakes-text-blinds-ante = Blinds { $sb }/{ $bb }, { $kind } { $ante }
stakes-text-blinds = Blinds { $sb }/{ $bb }
stakes-text-limit = Limits { $small }/{ $big }, Blinds { $sb }/{ $bb }
stakes-text-stud = Limits { $small }/{ $big }, Ante { $ante }, Bring-in { $bring }, komplettieren auf { $small }
stakes-text-stud-big-bet = Ante { $ante }, Bring-in { $bring }
stakes-text-stud-opens = Limits { $small }/{ $big }, Ante { $ante }, höchste Karte eröffnet mit { $small } oder { $big }
stakes-short-stud = Limits { $small }/{ $big }, Ante { $ante }, Bring-in { $bring }
stakes-short-stud-opens = Limits { $small }/{ $big }, Ante { $ante }, höchste Karte eröffnet

## Die Turnieruhr.

clock-level = Level { $level }
clock-break = Pause
clock-entries = Einträge
clock-players-left = Spieler übrig
clock-average-stack = Durchschnittsstack
clock-prize-pool = Preispool
clock-last-level = Dies ist das letzte Level der Struktur: Es läuft weiter, bis das Spiel endet.
clock-structure-ended = Die Struktur ist zu Ende und sieht hier einen Stopp vor. Zum Weiterspielen ein Level hinzufügen.
clock-end-of-day = Das Spiel ist für heute beendet; Fortsetzung: { $period }.
clock-draw-committed = Die Platzauslosung ist mit dem Code { $code } versiegelt: Nach der Auslosung kann jeder auf der Prüfseite des Turniers nachsehen, dass ihr Geheimwert diesen Code ergibt und genau diese Plätze verteilt.
clock-h4h-dealt = Hand-for-Hand: Hand { $hand } wird an allen Tischen gegeben; kein Tisch beginnt die nächste, bevor alle fertig sind.
clock-h4h-waiting = Hand-for-Hand: Hand { $hand }; noch im Spiel: { $tables }.
clock-shootout-round = Shootout-Runde { $round }: { $decided } von { $tables } Tischen entschieden.
clock-shootout-final = Shootout-Runde { $round }: der Finaltisch.
clock-player-entry = { $name } (Eintrag { $entry })
clock-lammer-owed = Lammer-Einlösung vor der nächsten Hand fällig: { $players }.
clock-lammers-by = Lammer müssen bis zum Ende von Level { $level } eingelöst werden.
clock-lammers-out =
    { $count ->
        [one] { $count } Lammer noch offen ({ $chips } Chips).
       *[other] { $count } Lammer noch offen ({ $chips } Chips).
    }
clock-bb-ante = Big-Blind-Ante: { $rule }.
clock-late-reg-open = Late Registration ist bis zum Ende von Level { $level } offen.
clock-late-reg-closed = Late Registration wurde mit dem Ende von Level { $level } geschlossen.
clock-add-on-this-break = Add-on in dieser Pause: { $chips } Chips. Bisher { $taken } gekauft.
clock-add-on-until = Add-on bis zum Ende von Level { $level }: { $chips } Chips. Bisher { $taken } gekauft.
clock-add-on-now = Add-on jetzt erhältlich: { $chips } Chips. Bisher { $taken } gekauft.
clock-add-on-this-break-price = Add-on in dieser Pause: { $chips } Chips für { $price }. Bisher { $taken } gekauft.
clock-add-on-until-price = Add-on bis zum Ende von Level { $level }: { $chips } Chips für { $price }. Bisher { $taken } gekauft.
clock-add-on-now-price = Add-on jetzt erhältlich: { $chips } Chips für { $price }. Bisher { $taken } gekauft.
clock-chip-color = { $value } ({ $color })
clock-race-this-break = In dieser Pause werden diese Chips entfernt: { $chips }.
clock-race-next-break = In der nächsten Pause werden diese Chips entfernt: { $chips }.
clock-race-this-break-how = In dieser Pause werden diese Chips entfernt: { $chips }, { $how }.
clock-race-next-break-how = In der nächsten Pause werden diese Chips entfernt: { $chips }, { $how }.
clock-satellite =
    Satellite: { $seats ->
        [one] { $seats } Ticket
       *[other] { $seats } Tickets
    } für { $target } (je { $value }); das Spiel endet, wenn { $seats ->
        [one] nur noch { $seats } Spieler übrig ist
       *[other] nur noch { $seats } Spieler übrig sind
    }.
clock-satellite-short = Satellite für { $target }: Der Preispool reicht noch nicht für ein Ticket zu { $value }.
clock-bomb-pot = Bomb Pot: Jeder Spieler setzt die Ante von { $ante }; vor dem Flop wird nicht gesetzt, und der Mindesteinsatz entspricht der Ante.
clock-bomb-pot-level = Bomb Pot: Jeder Spieler setzt die Ante des Levels; vor dem Flop wird nicht gesetzt, und der Mindesteinsatz entspricht der Ante.
clock-jam-or-fold = Jam or Fold: Bei seiner ersten Aktion geht jeder Spieler All-in oder foldet.
clock-next-after =
    { $count ->
        [one] Nächstes Level, sobald der nächste Spieler ausscheidet
       *[other] Nächstes Level, sobald { $count } weitere Spieler ausgeschieden sind
    }
clock-blinds-stay = Letztes Level: Die Blinds steigen nicht mehr
clock-hard-stop-reached = Hard Stop: Die laufende Runde (bis zum Button) zu Ende spielen, dann die Chips zählen; die Chipstände bestimmen die Plätze der verbliebenen Spieler.
clock-hard-stop-at = Hard Stop { $after } nach dem Start; danach bestimmen die Chipstände die Plätze der verbliebenen Spieler.
clock-by-eliminations-each = Blinds nach Ausscheiden: Das nächste Level beginnt nach jedem ausgeschiedenen Spieler, nicht nach der Uhr.
clock-by-eliminations-every = Blinds nach Ausscheiden: Das nächste Level beginnt jeweils, wenn { $count } weitere Spieler ausgeschieden sind, nicht nach der Uhr.
clock-hard-stop-rule = Hard Stop: Das Spiel endet nach { $after }; die laufende Runde wird zu Ende gespielt, dann werden die verbliebenen Spieler nach ihren Chipständen platziert.
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
tables-none = kein Tisch
tables-one = Tisch { $table }
tables-many = Tische { $list } und { $last }
entry-unnamed = Eintrag { $entry }
bba-pays = der Big Blind zahlt eine Ante für den ganzen Tisch
bba-pays-equal = der Big Blind zahlt eine Ante für den ganzen Tisch, so hoch wie { $amount }
bba-reduced = { $rule }; an einem Tisch mit { $players } oder weniger Spielern: { $amount }
bba-amount-big-blind = der Big Blind
bba-amount-small-blind = der Small Blind
bba-amount-level = die angegebene Ante
race-race = per Chip-Race (ein Chip für jede beste Karte)
race-one-per-winner = per Chip-Race (ein Chip für jede beste Karte, abgerundet)
race-round = durch Runden jedes Stacks (ohne Karten)
race-classic = per klassischem Chip-Race (die höchste Karte bekommt alles)

## Die Ergebnisanzeige (weiteres).

result-seats-each = Jeder verbliebene Spieler gewinnt ein Ticket.
result-seats-each-in = Jeder verbliebene Spieler gewinnt ein Ticket für { $target }.
result-bounties = { $amount } aus Bounties
result-note-bounties = { $note }; { $amount } aus Bounties

## Ein Abschnitt der Struktur innerhalb eines Satzes.

period-level = Level { $level }
period-break-after = die Pause nach Level { $level }
period-opening-break = die Eröffnungspause
period-other = Abschnitt { $period }

## Der Zustand der Uhr, in wenigen Worten.

status-not-started = nicht gestartet
status-running = läuft
status-paused = angehalten
status-auto-paused = von Felt angehalten
status-end-of-day = Tagesende
status-finished = beendet

## felt clock show: die Uhr im Terminal.

cli-clock-overtime = Zeit: letztes Level, { $time } über sein Ende hinaus
cli-clock-time-left = Verbleibende Zeit: { $time }
cli-clock-stakes = Einsätze: { $stakes }
cli-clock-next-break = Als Nächstes: Pause ({ $time })
cli-clock-next-level = Als Nächstes: Level { $level } — { $game }: { $stakes }
cli-clock-next-none = Als Nächstes: nichts (letztes Level)
cli-clock-break-in = Nächste Pause in: { $time }
cli-clock-payouts = Auszahlungen: { $paid } bezahlte Plätze ({ $basis })
cli-clock-payouts-bubble = Auszahlungen: { $paid } bezahlte Plätze ({ $basis }); Bubble
cli-clock-payouts-in-the-money = Auszahlungen: { $paid } bezahlte Plätze ({ $basis }); in den Preisrängen
cli-clock-payouts-warning = Warnung zu den Auszahlungen: { $warning }
cli-clock-note = Hinweis: { $note }

## Die Worte der Anzeige selbst (der Bildschirm rund um die Uhr).

display-status-not-started = Nicht gestartet
display-status-paused = Angehalten
display-status-end-of-day = Tagesende
display-status-finished = Turnier beendet
display-last-round = Letzte Runde
display-to-hard-stop = bis zum Hard Stop
display-hard-stop-last-round = Hard Stop: letzte Runde
display-hard-stop-in = Hard Stop in { $time }
display-eliminations-to-next =
    { $count ->
        [one] weiterer Spieler raus, dann nächstes Level
       *[other] weitere Spieler raus, dann nächstes Level
    }
display-next = Als Nächstes
display-break-in = Pause in
display-last-level = Letztes Level
display-next-break = Pause ({ $time })
display-next-level = Level { $level } · { $game } · { $stakes }
display-next-level-after =
    Level { $level } · { $game } · { $stakes } · { $count ->
        [one] sobald der nächste Spieler raus ist
       *[other] sobald { $count } weitere Spieler raus sind
    }
display-next-a-break = Als Nächstes: Pause
display-next-level-short = Als Nächstes: Level { $level } · { $game }
display-chip-race = Chip-Race in dieser Pause
display-no-chip-race = Pause: Es werden keine Chips entfernt
display-bubble = Bubble
display-bubble-why = wer als Nächstes ausscheidet, gewinnt nichts
display-in-the-money = In den Preisrängen
display-in-the-money-why = jeder verbliebene Spieler gewinnt einen Preis
display-payouts = Auszahlungen
display-next-paid = Nächste Auszahlung
display-final-results = Endergebnis
display-more-places =
    { $count ->
        [one] und { $count } weiterer Platz auf der Ergebnisliste
       *[other] und { $count } weitere Plätze auf der Ergebnisliste
    }
display-leaderboard =
    Rangliste · { $finished } von { $events ->
        [one] { $events } Turnier
       *[other] { $events } Turnieren
    } gespielt · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
display-leaderboard-empty = Noch keine Punkte: Die Rangliste füllt sich, sobald die Turniere enden.
display-sound-off = Ton aus: Auf diesen Bildschirm klicken oder eine Taste drücken, um den Ton einzuschalten
display-offline = Verbindung zu Felt wird wiederhergestellt…

duration-seconds = { $seconds } s
display-paid = { $paid } bezahlt
display-paid-locked = { $paid } bezahlt · fixiert
display-places-shown = { $shown } von { $paid } Plätzen
display-no-prizes = Für dieses Turnier gibt es keine Preise anzuzeigen.

## Was die Anzeigen laut ansagen. Die Zahlen kommen fertig formatiert an ($sb ist "1.000").

spoken-blinds = Blinds { $sb } und { $bb }
spoken-blinds-ante = Blinds { $sb } und { $bb }, { $kind } { $ante }
spoken-limits = Limits { $small } und { $big }, Blinds { $sb } und { $bb }
spoken-stud = Limits { $small } und { $big }, Ante { $ante }, Bring-in { $bring }
spoken-stud-big-bet = Ante { $ante }, Bring-in { $bring }
spoken-stud-opens = Limits { $small } und { $big }, Ante { $ante }, die höchste Karte eröffnet
spoken-seconds =
    { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
spoken-minutes =
    { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
spoken-break = Pause, { $length }.
spoken-chip = die { $value }er-Chips
spoken-chip-color = die { $value }er-Chips in { $color }
# Eine gesprochene Aufzählung: die 25er-Chips in Grün, die 100er-Chips und die 500er-Chips.
spoken-list = { $list } und { $last }
spoken-race =
    { $count ->
        [one] Chip-Race in dieser Pause: Es werden { $chips } entfernt.
       *[other] Chip-Race in dieser Pause: Es werden { $chips } entfernt.
    }
spoken-level-game = Level { $level }: { $game }, { $stakes }.
spoken-level = Level { $level }.
spoken-one-minute-break = Noch eine Minute Pause.
spoken-one-minute-level = Noch eine Minute in Level { $level }.
spoken-one-minute = Noch eine Minute.
spoken-h4h-start = Wir spielen jetzt Hand-for-Hand. Jeder Tisch spielt eine Hand und wartet dann auf die anderen Tische.
spoken-h4h-hand = Hand-for-Hand, Hand { $hand }.
spoken-in-the-money =
    { $paid ->
        [one] Wir sind in den Preisrängen: Ein Platz wird bezahlt, und jeder verbliebene Spieler gewinnt einen Preis.
       *[other] Wir sind in den Preisrängen: { $paid } Plätze werden bezahlt, und jeder verbliebene Spieler gewinnt einen Preis.
    }

## Die Auszahlungsspalte: wie die Preise berechnet wurden, und der Deal.

payouts-round = ausgeschieden in Runde { $round }
payouts-saver = Saver
payouts-basis-none = keine Auszahlungen
payouts-basis-row = { $title }, Zeile für { $min }–{ $max } Einträge
payouts-basis-row-one =
    { $entries ->
        [one] { $title }, Zeile für { $entries } Eintrag
       *[other] { $title }, Zeile für { $entries } Einträge
    }
payouts-basis-row-part = { $title }, Zeile für { $min }–{ $max } Einträge: die ersten ihrer { $places } Plätze (nach der Rundung reicht der Preispool nicht für mehr)
payouts-basis-curve = Auszahlungskurve
payouts-basis-beyond = Auszahlungskurve (das Feld geht über die Zeilen von { $title } hinaus)
payouts-basis-satellite =
    { $seats ->
        [one] Satellite: { $seats } Ticket
       *[other] Satellite: { $seats } Tickets
    }
payouts-basis-satellite-in = Satellite-Tickets für { $target }
payouts-basis-locked = { $basis }; fixiert
payouts-basis-by-round = { $basis }; Shootout, Auszahlung nach erreichter Runde
payouts-basis-savers = { $basis }; { $amount } für Saver vorab aus dem Preispool genommen
payouts-warning-locked =
    { $entries ->
        [one] die Auszahlungen wurden bei { $entries } Eintrag fixiert (Preispool { $at_lock }); jetzt beträgt der Preispool { $pool }
       *[other] die Auszahlungen wurden bei { $entries } Einträgen fixiert (Preispool { $at_lock }); jetzt beträgt der Preispool { $pool }
    }
payouts-warning-shootout =
    { $entries ->
        [one] noch keine Preise: Die Shootout-Runden können { $entries } Eintrag nicht aufnehmen ({ $why })
       *[other] noch keine Preise: Die Shootout-Runden können { $entries } Einträge nicht aufnehmen ({ $why })
    }
payouts-warning-none = noch keine Preise: { $why }
payouts-deal = Deal ({ $how }) zwischen { $players } Spielern
payouts-deals = { $deals } Deals zwischen { $players } Spielern (der letzte: { $how })
payouts-deal-chop = Chip-Chop
payouts-deal-icm = ICM
payouts-deal-custom = individuell
payouts-play-for = { $amount } bleiben für den 1. Platz

## The console's words used by many panels.
ui-cancel = Abbrechen
ui-add = Hinzufügen
ui-remove = Entfernen
ui-create = Anlegen
ui-save = Speichern
ui-close = Schließen
ui-undo = Rückgängig
ui-redo = Wiederholen
ui-player = Spieler
ui-players = Spieler
ui-stakes = Einsätze
ui-level = Level
ui-game = Spiel
ui-seat = Platz
ui-chips = Chips
ui-entries = Entries
ui-ante = Ante

## felt console-language: the console's language.
cli-console-language = Die Konsole spricht { $language }.
cli-console-language-browsers = Die Konsole spricht die Sprache des jeweiligen Browsers.
