# Felts Meldungen auf Deutsch.

# The language's own name, as a language menu lists it.
language-name = Deutsch

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
result-note-deal = Deal
result-note-deal-played-for = Deal + ausgespielter Betrag
result-note-deal-still-playing = Deal; spielt noch
result-note-seat-in = Platz in { $event }
result-note-still-in = noch im Turnier
result-note-out-in-round = ausgeschieden in Runde { $round }
result-note-no-day-two = Tag 2 nicht erreicht
result-note-saver = Saver
# Why the results carry no prizes, after "Prizes not shown:".
result-unknown-why = { $why }
result-unknown-shootout =
    { $entries ->
        [one] die Runden des Shootouts fassen { $entries } Eintrag nicht ({ $why })
       *[other] die Runden des Shootouts fassen { $entries } Einträge nicht ({ $why })
    }

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

## Console.svelte: the TD console around the panels (the tab's title, the key lock).
console-page-title = { $event_name } — Felt-Konsole
console-keys-locked = Die Uhrtasten sind gesperrt: Drücken Sie die Rücktaste, um sie freizugeben.

## EventBar.svelte: the console's top bar (the event picker and the page buttons).
event-bar-event = Turnier
event-bar-option = { $event } ({ $state })
event-bar-option-level = { $event } ({ $state }, Level { $level })
event-bar-option-archived = { $event } ({ $state }, archiviert)
event-bar-option-level-archived = { $event } ({ $state }, Level { $level }, archiviert)
event-bar-damaged = BESCHÄDIGT, schreibgeschützt
event-bar-status =
    { $status ->
        [not-started] nicht gestartet
        [running] läuft
        [paused] angehalten
        [auto-paused] automatisch angehalten
        [end-of-day] Tagesende
       *[finished] beendet
    }
event-bar-show-archived = archivierte
event-bar-new-event = Neues Turnier…
event-bar-structures = Strukturen…
event-bar-players = Spieler…
event-bar-series = Serien…
event-bar-nights = Home-Game-Abende…
event-bar-unmute-hint = Drücken Sie M, um den Ton einzuschalten
event-bar-sound-off = Ton aus
event-bar-help-hint = F1 oder /
event-bar-help = Hilfe
event-bar-guide = Handbuch

## CreateEvent.svelte: the form that makes a new event (from a structure, a template, a file, or the flights of a Day 2).
create-event-title = Neues Turnier
create-event-day-two-legend = Day 2 aus Flights, deren Spieltag beendet ist
create-event-flight = { $event } · { $count } Spieler weiter
create-event-rule = Ein Spieler, der in zwei Flights weiterkam,
create-event-rule-best-stack = behält den besten Stack
create-event-rule-all-stacks = addiert alle Stacks
create-event-day-two-name = Name
create-event-day-two-name-placeholder = (der des Flights, als Day 2)
create-event-make-day-two = Day 2 anlegen
create-event-from-library = Aus Ihren Strukturen
create-event-library-errors = { $name } ({ $count } Fehler)
create-event-edit-structures = Struktur anlegen oder bearbeiten…
create-event-from-template = Aus einer Vorlage
create-event-example = Beispielstruktur
create-event-or = oder
create-event-structure-file = Strukturdatei (.toml)

## ClockPanel.svelte: the console's own clock (time, stakes, counts, key lock).
clock-panel-time-played = in diesem Level gespielte Zeit
clock-panel-next-break = Pause, { $length }
clock-panel-eliminated = { $rule } ({ $count } ausgeschieden)
clock-panel-hard-stop = Hard Stop
clock-panel-hard-stop-now = jetzt: Runde zu Ende spielen, dann Chips zählen
clock-panel-hard-stop-in = in { $time }
clock-panel-add-ons = Add-ons
clock-panel-average = Schnitt
clock-panel-keys-unlocked = Uhrtasten freigegeben
clock-panel-keys-locked = Uhrtasten gesperrt (Rücktaste gibt sie frei)
clock-panel-offline = Verbindung zum Server wird wiederhergestellt…

## Controls.svelte: the clock's and the counters' buttons.
controls-start = Starten
controls-pause = Pause
controls-resume = Fortsetzen
controls-end-day-words = Die Uhr hält in { $period } mit { $left } Restzeit an, bis Sie „Fortsetzen“ drücken.
controls-not-a-time = „{ $text }“ ist keine Zeitangabe: Geben Sie Minuten (20) oder Minuten:Sekunden (12:30) ein.
controls-previous-level = Voriges Level
controls-next-level = Nächstes Level
controls-minus-minute = −1 min
controls-plus-minute = +1 min
controls-set-time-left = Restzeit setzen
controls-set = Setzen
controls-break-now = Jetzt Pause
controls-break-minutes = Pausenminuten
controls-minutes-unit = min
controls-end-day = Tag beenden
controls-end-day-confirm = Bestätigen: Tag beenden
controls-bust = −1 (raus)

## RecentActions.svelte: undo and redo, with the event's recent actions.
recent-title = Letzte Aktionen
recent-undo-next = Rückgängig: { $action }
recent-nothing-to-undo = Nichts rückgängig zu machen
recent-redo-next = Wiederholen: { $action }
recent-nothing-to-redo = Nichts zu wiederholen
recent-undo-heading =
    { $count ->
        [one] { $count } Aktion rückgängig machen, in dieser Reihenfolge:
       *[other] { $count } Aktionen rückgängig machen, in dieser Reihenfolge:
    }
recent-redo-heading =
    { $count ->
        [one] { $count } Aktion wiederholen, in dieser Reihenfolge:
       *[other] { $count } Aktionen wiederholen, in dieser Reihenfolge:
    }
recent-undo-count =
    { $count ->
        [one] { $count } Aktion rückgängig
       *[other] { $count } Aktionen rückgängig
    }
recent-redo-count =
    { $count ->
        [one] { $count } Aktion wiederholen
       *[other] { $count } Aktionen wiederholen
    }
recent-undone = { $action } (rückgängig gemacht)
recent-by = von { $device }
recent-redo-to-title = Bis zu dieser Aktion wiederholen
recent-undo-to-title = Bis zu dieser Aktion rückgängig machen
recent-redo-to-here = bis hier wiederholen
recent-back-to-here = zurück bis hier
recent-none = Noch nichts.

## StructureTable.svelte: the event's levels and breaks, changed while it runs.
structure-table-title = Struktur
structure-table-time = Zeit
structure-table-click-to-jump = Klicken, um hierher zu springen
structure-table-jump-to-break = Zur Pause springen
structure-table-jump-to-level = Zu Level { $level } springen
structure-table-jump-break-confirm = Zu dieser Pause springen, mit ihrer vollen Zeit?
structure-table-jump-level-confirm = Zu Level { $level } springen, mit seiner vollen Zeit?
structure-table-change = Ändern
structure-table-change-break = Pause ändern
structure-table-change-level = Level { $level } ändern
structure-table-minutes = Minuten
structure-table-add-kind = Level oder Pause hinzufügen
structure-table-add-level = Level hinzufügen
structure-table-add-break = Pause hinzufügen
structure-table-game-as-before = wie das Level davor
structure-table-minutes-same = gleich
structure-table-where = Wo
structure-table-at-the-end = am Ende
structure-table-before-level = vor Level { $level }
structure-table-extend-stop-hint = Die Struktur endet mit ihrem letzten Level: Dies fügt das nächste hinzu, wie sie es vorsieht
structure-table-extend-auto-hint = Felt fügt es selbst hinzu, wenn das letzte Level beginnt
structure-table-extend-doubled = Nächstes Level hinzufügen (verdoppelt)
structure-table-extend-as-last = Nächstes Level hinzufügen (wie die letzten)

## HelpOverlay.svelte: the console's help (the keys, and the problem report).
help-overlay-keys = Tasten
help-overlay-report-title = Problem melden
help-overlay-report-what = Eine .zip-Datei für Ihre Nachricht: das Protokoll von Felt, diese Installation und ihre Einstellungen. Sie enthält nie das TD-Token, das Token eines Geräts oder den Geheimwert einer Auslosung.
help-overlay-with-database = Eine Kopie der Datenbank beifügen (sie enthält die Namen der Spieler)
help-overlay-writing = Wird geschrieben…
help-overlay-save = Bericht speichern
help-overlay-saved = { $file } ({ $size } KB) wurde in Ihren Downloads gespeichert: Hängen Sie die Datei an Ihre Nachricht an.
help-overlay-database = Datenbank
help-overlay-log = Protokoll

## TokenBox.svelte: where the TD types the token the server printed.
token-box-label = TD-Token (von { $command } ausgegeben; nötig, um Turniere zu ändern)
token-box-use = Token verwenden

## DamageBanner.svelte: a damaged log makes the event read-only, with the repair offered.
damage-title = Dieses Turnier kann nicht geändert werden
damage-repair-what = Die beschädigte Aktion bleibt im Protokoll und wird ab jetzt übersprungen. Die Aktionen danach bleiben erhalten.

## MovesAlert.svelte: above the clock, what the room must do before the next hand.
moves-alert-bubble = Das nächste Ausscheiden ist die Bubble:
moves-alert-bubble-ask = Hand-for-Hand spielen?
moves-alert-bubble-go = Hand-for-Hand starten
moves-alert-moves =
    { $count ->
        [one] Ein Tischwechsel steht an:
       *[other] { $count } Tischwechsel stehen an:
    }
moves-alert-more = und { $count } weitere
moves-alert-hold = Spiel anhalten: { $tables }
moves-alert-table = T{ $table }
moves-alert-show = Wechsel anzeigen

## ResultPanel.svelte: the end of the event at the desk (results, printouts, undo).
result-panel-more = und { $count } weitere in den Ergebnissen.
result-panel-print-a4 = Ergebnisse drucken (A4)
result-panel-us-letter = US-Letter
result-panel-undo = Letzte Aktion rückgängig machen und weiterspielen

## AnnouncePanel.svelte: a short message to every display, and the language the screens speak.
announce-title = Nachricht an die Anzeigen
announce-placeholder = Tisch 7 wird aufgelöst
announce-message = Nachricht
announce-send = Senden
announce-on-screens = Auf den Bildschirmen: „{ $text }“
announce-clear = Entfernen
announce-screens-speak = Sprache der Bildschirme
announce-each-browser = Sprache des jeweiligen Browsers

## EventPanel.svelte: archive, export, check or delete this event.
event-panel-deleted = Turnier #{ $id } ({ $name }) wurde gelöscht; sein Protokoll liegt in { $path }
event-panel-title = Dieses Turnier
event-panel-unarchive = Zurück in die Liste
event-panel-archive = Archivieren
event-panel-export = Mit Protokoll exportieren
event-panel-check-log = Protokoll prüfen
event-panel-delete-confirm = Bestätigen: „{ $name }“ löschen (sein Protokoll wird neben der Datenbank gespeichert)
event-panel-delete = Turnier löschen…

## PaperPanel.svelte: the event's printouts (PDF, and the results as CSV).
paper-panel-title = Drucken
paper-panel-sheet = Strukturblatt:
paper-panel-card = Regelkarte:
paper-panel-seat-cards = Platzkarten:
paper-panel-table-lists = Tischlisten:
paper-panel-moves = Tischwechsel:
paper-panel-results = Ergebnisse:
paper-panel-csv = Ergebnisse für eine Tabellenkalkulation:

## LanPanel.svelte: the links for screens and phones, and the LAN switch.
lan-title = Anzeigen
lan-clock-display = Uhranzeige:
lan-qr-alt = QR-Code der Adresse der Anzeige
lan-closed = Nur dieser Computer kann sie öffnen, bis Felt für das LAN geöffnet ist.
lan-open = Für das LAN öffnen (TVs und Handys)
lan-open-on = Im LAN erreichbar unter { $addresses }, Port { $port }.
lan-open-on-own = Im LAN erreichbar unter den Adressen dieses Computers, Port { $port }.
lan-close = Für das LAN schließen
lan-names = Namen, auf die dieses Felt antwortet
lan-names-added = Namen, auf die dieses Felt antwortet ({ $count } hinzugefügt)
lan-names-hint = Loopback und die Adressen dieses Computers immer; fügen Sie einen Namen hinzu, den die Geräte im Raum dafür verwenden (felt.lan). Andere Namen werden abgewiesen, damit keine Webseite den Raum auslesen kann.
lan-forget = Nicht mehr auf { $name } antworten
lan-host-name = Hostname
lan-add-name = Name hinzufügen

## AntePanel.svelte: der Rechner für die Big-Blind-Ante.
ante-panel-load-error = Der Big-Blind-Ante-Rechner konnte die Struktur nicht lesen: { $error }
ante-panel-title = Big-Blind-Ante-Rechner
ante-panel-players = Spieler am Tisch
ante-panel-stack = Stack des Big Blinds
ante-panel-being-played = laufendes Level
ante-panel-big-blind = Big Blind
ante-panel-left-behind = Verbleibend
ante-panel-blinds = Blinds { $sb }/{ $bb }
ante-panel-ante-due = fällige Ante { $ante }
ante-panel-rule-label = Big-Blind-Ante:
ante-panel-hint = Geben Sie die Spieler am Tisch und den Stack des Big Blinds ein.

## PayoutsList.svelte: die Auszahlungen am Turniertisch.
payouts-list-empty = Die Preise erscheinen mit dem ersten Eintrag.

## DealPanel.svelte: Auszahlungen fixieren, Saver und ein Deal zwischen den verbliebenen Spielern.
deal-panel-title = Auszahlungen & Deal
deal-panel-unlock = Fixierung lösen
deal-panel-lock = Fixieren
deal-panel-locked = fixiert
deal-panel-following = folgen den Einträgen
deal-panel-savers-bad = Geben Sie die Saver als Beträge ein, zuerst für den nächsten ausscheidenden Spieler („110“ oder „$110, $55“), nicht „{ $text }“
deal-panel-savers-not-agreed = Bestätigen Sie zuerst, dass alle verbliebenen Spieler zugestimmt haben
deal-panel-savers-summary = Saver für die nächsten Ausscheidenden
deal-panel-savers-note = Der erste Betrag geht an den nächsten ausscheidenden Spieler, der zweite an den danach; sie werden vor der Auszahlung der Plätze aus dem Preispool genommen.
deal-panel-amounts = Beträge
deal-panel-savers = Saver
deal-panel-savers-agreed =
    { $count ->
        [one] Der { $count } verbliebene Spieler hat zugestimmt
       *[other] Alle { $count } verbliebenen Spieler haben zugestimmt
    }
deal-panel-savers-record = Saver erfassen
deal-panel-another-deal = Weiterer Deal unter den verbliebenen Spielern: { $play_for }
deal-panel-deal-summary = Deal zwischen den verbliebenen Spielern
deal-panel-method = Methode
deal-panel-chip-chop = Chip-Chop
deal-panel-custom = Individuell
deal-panel-play-for = Spielen um
deal-panel-heads = Außerhalb des Chops: Jeder Spieler behält die Bounty auf seinen eigenen Kopf ({ $heads }).
deal-panel-paid-now = Jetzt bezahlt
deal-panel-agreed = Zugestimmt
deal-panel-chips-of = Chips von { $name }
deal-panel-paid-now-of = { $name } jetzt bezahlt
deal-panel-agrees = { $name } stimmt zu
deal-panel-prizes-left = Verbleibende Preise { $left }; eingegeben { $typed }
deal-panel-estimate = (Schätzung: jeweils auf etwa { $amount } genau)
deal-panel-bounties-caption = Bounties außerhalb des Chops: jeder Kopf nach Chipstand geteilt
deal-panel-own-head = Eigener Kopf
deal-panel-heads-by-chips = Köpfe nach Chips
deal-panel-deal-and-heads = Deal + Köpfe
deal-panel-not-agreed = Noch nicht zugestimmt: { $names }
deal-panel-propose = Vorschlagen
deal-panel-record = Deal erfassen

## BountyPanel.svelte: die Bounty-Übersicht eines Bounty-Turniers.
bounty-panel-mystery = Mystery-Bounties
bounty-panel-sealed =
    { $count ->
        [one] ab Level { $level } · { $count } Umschlag verschlossen ({ $total })
       *[other] ab Level { $level } · { $count } Umschläge verschlossen ({ $total })
    }
bounty-panel-sealed-top =
    { $count ->
        [one] ab Level { $level } · { $count } Umschlag verschlossen ({ $total }, der größte { $top })
       *[other] ab Level { $level } · { $count } Umschläge verschlossen ({ $total }, der größte { $top })
    }
bounty-panel-progressive = Progressive Knockout
bounty-panel-bounties = Bounties
bounty-panel-to-start = { $bounty } zu Beginn · { $outstanding } noch auf den Köpfen
bounty-panel-each = je { $bounty } · { $outstanding } noch auf den Köpfen
bounty-panel-heads-now = Aktuell auf den Köpfen
bounty-panel-won-cash = In bar gewonnen
bounty-panel-knockouts = { $count } KO
bounty-panel-knockouts-own = { $count } KO + eigene
bounty-panel-none = Noch keine Bounty gewonnen.
bounty-panel-error = Die Übersicht konnte nicht aktualisiert werden: { $error }

## TableReports.svelte: Meldungen der Tischgeräte, sofort übernommen oder am Turniertisch bestätigt.
table-reports-title = Meldungen der Tische
table-reports-waiting = { $count } offen
table-reports-at-once = beim Eintreffen übernehmen
table-reports-desk = hier auf einen Klick warten
table-reports-apply = Übernehmen
table-reports-decline = Ablehnen
table-reports-nothing-waiting = Nichts offen. Ausscheiden, Button, gewonnene Hand oder Chipstände eines Tisches warten hier.
table-reports-show-decided =
    { $count ->
        [one] Die letzte entschiedene Meldung anzeigen
       *[other] Die letzten { $count } entschiedenen anzeigen
    }
table-reports-hide-decided =
    { $count ->
        [one] Die letzte entschiedene Meldung ausblenden
       *[other] Die letzten { $count } entschiedenen ausblenden
    }

## ScreensPanel.svelte: die Bildschirme im Raum, ihre Layouts und ein Link für einen neuen.
screens-panel-title = Bildschirme
screens-panel-no-token = Mit dem Token des TD werden die Bildschirme im Raum angezeigt.
screens-panel-none = Noch kein Bildschirm hat sich gemeldet: Öffnen Sie eine Anzeige über den Link unten.
screens-panel-screen-name = Bildschirmname
screens-panel-layout = Layout
screens-panel-table = Tisch
screens-panel-layout-clock = Uhr
screens-panel-layout-seating = Sitzplan
screens-panel-layout-rotation = Uhr, Plan, Auszahlungen im Wechsel
screens-panel-layout-table = Ein Tisch
screens-panel-facts =
    Turnier #{ $event } · zeigt { $showing ->
        [clock] Uhr
        [seating] Sitzplan
        [payouts] Auszahlungen
        [rotation] Wechsel
       *[table] Tisch
    } · { $width }×{ $height } · Uhr { $error } ms (Versatz { $offset } ms, Umlaufzeit { $rtt } ms) · Ton { $sound ->
        [on] an
       *[off] aus
    } · gemeldet { $heard }
screens-panel-language = Sprache
screens-panel-language-event = Sprache des Turniers
screens-panel-heard-now = gerade eben
screens-panel-heard-ago = vor { $seconds } s
screens-panel-open-new = Neuen Bildschirm öffnen
screens-panel-name = Name
screens-panel-name-example = TV an der Bar
screens-panel-qr-alt = QR-Code der Adresse des neuen Bildschirms
screens-panel-kiosk-intro = Für einen Fernseher, der nie einen Klick braucht:
screens-panel-kiosk-sound = Ein von Hand geöffneter Browser bleibt stumm, bis jemand einmal darauf klickt oder eine Taste drückt; bis dahin sagt der Bildschirm das an, und dieses Feld markiert ihn.

## DevicesPanel.svelte: mit diesem Felt gekoppelte Telefone und Tablets, und der TD-Token.
devices-panel-token-note = Hier ist ein neuer TD-Token in Gebrauch; andere Browser und Skripte brauchen ihn (felt token gibt ihn aus).
devices-panel-revoked = widerrufen { $time }
devices-panel-last-used = zuletzt genutzt { $time }
devices-panel-never-used = nie genutzt
devices-panel-title = Telefone und Tablets
devices-panel-may-use = Darf nutzen
devices-panel-scope-desk = den Turniertisch (Spieler, Plätze, Uhr)
devices-panel-scope-clock = nur die Uhr
devices-panel-scope-table = einen Tisch
devices-panel-table = Tisch
devices-panel-name = Name
devices-panel-name-example = Floor-Telefon
devices-panel-pair = Gerät koppeln
devices-panel-unreachable = Ein anderes Gerät kann diesen Code noch nicht nutzen: { $why }
devices-panel-open-lan = Für das LAN öffnen
devices-panel-qr-alt = QR-Code zum Koppeln eines Geräts
devices-panel-scan =
    { $minutes ->
        [one] Mit dem Telefon oder Tablet scannen: Es kann dann { $what } bedienen. Der Code gilt einmal, noch { $minutes } Minute; er enthält nicht den TD-Token.
       *[other] Mit dem Telefon oder Tablet scannen: Es kann dann { $what } bedienen. Der Code gilt einmal, noch { $minutes } Minuten; er enthält nicht den TD-Token.
    }
devices-panel-confirm-token = Bestätigen: Der alte Token wird ungültig
devices-panel-new-token = Neuer TD-Token…
devices-panel-confirm-revoke = Widerruf bestätigen
devices-panel-revoke = Widerrufen

## SlidesPanel.svelte: die Folien des Hauses und wann die Anzeigen sie zeigen.
slides-panel-adding = { $file } wird hinzugefügt…
slides-panel-default-name = Folie
slides-panel-file-error = { $file }: { $error }
slides-panel-title = Folien auf den Anzeigen
slides-panel-breaks = in den Pausen
slides-panel-during-play = eine alle 2 Minuten während des Spiels
slides-panel-each-for = jeweils für
slides-panel-confirm-remove = Entfernen bestätigen
slides-panel-none = Noch keine Folien. Fügen Sie die Bilder des Hauses hinzu (PNG, JPEG, WebP oder GIF): Die Anzeigen jedes Turniers können sie zeigen.
slides-panel-add-images = Bilder hinzufügen

## BackupsPanel.svelte: die Sicherungen der Datenbank, jetzt angelegt oder wiederhergestellt.
backups-panel-reason-level = ein Level begann
backups-panel-reason-break = eine Pause begann
backups-panel-reason-timer = zehn Minuten Spiel
backups-panel-reason-manual = vom TD angelegt
backups-panel-reason-before-restore = vor einer Wiederherstellung
backups-panel-backed-up = Gesichert: { $name }
backups-panel-restored =
    { $events ->
        [one] Sicherung { $from } wiederhergestellt: { $events } Turnier. Der vorherige Stand ist als { $saved_as } gesichert (unter Sicherungen, um dies rückgängig zu machen).
       *[other] Sicherung { $from } wiederhergestellt: { $events } Turniere. Der vorherige Stand ist als { $saved_as } gesichert (unter Sicherungen, um dies rückgängig zu machen).
    }
backups-panel-title = Sicherungen
backups-panel-hide = Ausblenden
backups-panel-show = Anzeigen
backups-panel-hint = Der Server legt sie an, wenn ein Level oder eine Pause beginnt, und alle zehn Minuten, solange sich etwas ändert.
backups-panel-back-up-now = Jetzt sichern
backups-panel-folder =
    { $keep ->
        [one] In { $folder } (die neueste wird behalten)
       *[other] In { $folder } (die neuesten { $keep } werden behalten)
    }
backups-panel-carry = Um den Raum umzuziehen, nehmen Sie eine Sicherung mit oder, sobald Felt beendet ist, die Datenbank { $database } selbst (diese eine Datei enthält dann alles).
backups-panel-none = Noch keine.
backups-panel-restore-label = Die Sicherung vom { $when } wiederherstellen
backups-panel-confirm-restore = Bestätigen: Der ganze Raum springt zurück
backups-panel-restore = Wiederherstellen
backups-panel-older =
    { $count ->
        [one] und { $count } ältere (felt backup list zeigt alle)
       *[other] und { $count } ältere (felt backup list zeigt alle)
    }

## ChipRacePanel.svelte: die Chip-Race-Hilfe für einen Tisch.
chip-race-panel-entry = Eintrag { $entry }
chip-race-panel-seat-name = Platz { $seat } · { $name }
chip-race-panel-seat-words = Platz { $seat } ({ $name })
chip-race-panel-seat = Platz { $seat }
chip-race-panel-pick-table-first = Wählen Sie zuerst den Tisch, an dem das Chip-Race lief (über den Plätzen)
chip-race-panel-bad-table = Der Tisch muss eine Tischnummer sein, gefunden: „{ $table }“
chip-race-panel-recorded = An Tisch { $table } erfasst.
chip-race-panel-variant-race = Race (Reste auf den nächsten Chip gerundet)
chip-race-panel-variant-one-per-winner = Ein Chip pro Gewinner (abgerundet)
chip-race-panel-variant-round = Ohne Karten: jeden Platz runden
chip-race-panel-variant-classic = Klassisch: Die höchste Karte bekommt alles
chip-race-panel-and = { $a } und { $b }
chip-race-panel-title = Chip-Race
chip-race-panel-plan-now = In dieser Pause werden { $remove } in { $next } getauscht.
chip-race-panel-plan-later = In der Pause nach Level { $level } werden { $remove } in { $next } getauscht.
chip-race-panel-no-plan = Die Struktur sieht kein weiteres Chip-Race vor; geben Sie die Chips von Hand ein.
chip-race-panel-table = Tisch
chip-race-panel-pick-table = Tisch wählen
chip-race-panel-table-n = Tisch { $table }
chip-race-panel-chip-removed = Entfernter Chip
chip-race-panel-becomes = Wird zu
chip-race-panel-seats = Plätze
chip-race-panel-leftovers = Reste
chip-race-panel-app-deals = Die App gibt die Karten
chip-race-panel-enter-cards = Gegebene Karten eingeben
chip-race-panel-seed = Startwert
chip-race-panel-new-deal = neues Geben
chip-race-panel-chips-of = Chips zu { $value }
chip-race-panel-nothing-else-title = Der Spieler hat keine anderen Chips: Das Chip-Race darf ihn nicht ausscheiden lassen
chip-race-panel-nothing-else = Sonst nichts
chip-race-panel-cards-dealt = Gegebene Karten
chip-race-panel-cards = Karten
chip-race-panel-receives = Erhält
chip-race-panel-count-label = { $seat }: Chips der Farbe, die entfernt wird
chip-race-panel-nothing-else-label = { $seat } hat keine anderen Chips
chip-race-panel-cards-label = { $seat }: gegebene Karten
chip-race-panel-not-raced-out = nicht ausgeschieden
chip-race-panel-run = Race starten
chip-race-panel-clear = Leeren
chip-race-panel-load-error = Die Pausen des Turniers konnten nicht gelesen werden: { $error }
chip-race-panel-record-at = Race an Tisch { $table } erfassen (Chips im Spiel werden angepasst)
chip-race-panel-record = Race erfassen (Chips im Spiel werden angepasst)

## ShowdownPanel.svelte: der Showdown-Schiedsrichter (an der Konsole und auf einem gekoppelten Gerät).
showdown-panel-spades = Pik
showdown-panel-hearts = Herz
showdown-panel-diamonds = Karo
showdown-panel-clubs = Kreuz
showdown-panel-cards-each = je { $cards }
showdown-panel-cards-split = die zwei gebildeten Hände, getrennt durch |
showdown-panel-cards-down-up = die verdeckten Karten | die offenen Karten
showdown-panel-cards-wild = * nach der Wild Card
showdown-panel-title = Showdown-Entscheid
showdown-panel-pick-game = Spiel wählen
showdown-panel-not-settled = Nicht anhand der Karten entscheidbar
showdown-panel-board = Board
showdown-panel-parts = Pot-Teile in dieser Hand
showdown-panel-from-board = Der Flop entscheidet darüber: Lassen Sie diese leer, dann liest der Entscheid ihn aus.
showdown-panel-when = wenn { $when }
showdown-panel-seat-order = Sitzreihenfolge, im Uhrzeigersinn
showdown-panel-cards = Karten
showdown-panel-declares = Ansage
showdown-panel-put-in = Eingesetzt
showdown-panel-side-pots = Sidepots
showdown-panel-seat-name-label = Name auf Platz { $seat }
showdown-panel-folded = gefoldet
showdown-panel-cards-of = Karten von { $name }
showdown-panel-seat-cards = Karten auf Platz { $seat }
showdown-panel-declares-of = Ansage von { $name }
showdown-panel-high = High
showdown-panel-low = Low
showdown-panel-both = beide Richtungen
showdown-panel-put-in-of = Einsatz von { $name }
showdown-panel-remove-of = { $name } entfernen
showdown-panel-add-hand = Hand hinzufügen
showdown-panel-tap-card = Karte antippen
showdown-panel-card-label = { $suit } { $rank }
showdown-panel-joker = der Joker
showdown-panel-to-board = aufs Board
showdown-panel-to-hand = zu { $name }
showdown-panel-to-the-hand = zur Hand
showdown-panel-take-back = Letzte Karte zurücknehmen
showdown-panel-button = Button
showdown-panel-no-button-stud = keiner (Stud)
showdown-panel-no-button = links vom ersten Platz
showdown-panel-pot = Pot
showdown-panel-pot-placeholder = Chips
showdown-panel-smallest-chip = Kleinster Chip
showdown-panel-rolled = Gewürfelt
showdown-panel-wild = Wild in dieser Hand
showdown-panel-wild-placeholder = 7 oder none
showdown-panel-judge = Showdown entscheiden
showdown-panel-clear = Karten leeren
showdown-panel-main-pot = Hauptpot: { $amount }
showdown-panel-side-pot = Sidepot { $pot }: { $amount }
showdown-panel-nobody-qualifies = niemand qualifiziert sich

## FieldPanel.svelte: die Spieler- und Platzverwaltung der Konsole
field-panel-title = Spieler und Plätze
field-panel-counts =
    { $left } übrig · { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    } · { $busted } ausgeschieden · { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tische
    }
field-panel-draw-committed = Auslosung versiegelt: { $code }
field-panel-commit-title = Felt bewahrt einen Geheimwert und zeigt dessen Code auf den Anzeigen; die Auslosung legt ihn offen, sodass jeder die Plätze danach prüfen kann
field-panel-commit = Auslosung versiegeln
field-panel-draw-seats = Plätze auslosen
field-panel-seat-alternates =
    { $count ->
        [one] Nachrücker setzen
       *[other] { $count } Nachrücker setzen
    }
field-panel-hfh-on-hand = Hand-for-Hand: AN (Hand { $hand })
field-panel-hfh-on = Hand-for-Hand: AN
field-panel-hfh-off = Hand-for-Hand: aus
field-panel-hfh-hand-done = Alle Tische haben die Hand beendet
field-panel-hfh-waiting = Fertig: { $done } · noch im Spiel: { $waiting }
field-panel-hfh-over = In den Preisrängen: Hand-for-Hand ist vorbei
field-panel-hfh-proposed = Das nächste Ausscheiden ist die Bubble: Hand-for-Hand spielen?
field-panel-hfh-go = Hand-for-Hand starten
field-panel-seating-link = Sitzplan ↗
field-panel-verify-link = Auslosung prüfen ↗
field-panel-seat-title = Tisch { $table }, Platz { $seat }
field-panel-seat-empty = leer
field-panel-seat-has-button = { $who } · hat den Button
field-panel-hand-won = Hand gewonnen: Button auf Platz { $seat }
field-panel-button-here = Button hierher
field-panel-confirm-bust = Ausscheiden bestätigen
field-panel-bust = { $name } ausscheiden
field-panel-close-seat = Aktionen für diesen Platz schließen

## RegisterForm.svelte: einen Spieler oder eine eingefügte Liste von Spielern registrieren
register-form-list-empty = Fügen Sie zuerst die Namen ein, ein Spieler pro Zeile.
register-form-list-done =
    { $count ->
        [one] { $count } Spieler in einer Aktion registriert (ein Rückgängig nimmt alle zurück).
       *[other] { $count } Spieler in einer Aktion registriert (ein Rückgängig nimmt alle zurück).
    }
register-form-no-name = Geben Sie zuerst den Namen des Spielers ein.
register-form-title = Spieler registrieren
register-form-name-placeholder = Name
register-form-name-label = Name des Spielers
# A suggested player's earlier events.
register-form-suggest-events =
    { $count ->
        [one] { $count } Turnier
       *[other] { $count } Turniere
    }
register-form-number-placeholder = Nummer (optional)
register-form-number-label = Nummer des Spielers
register-form-register = Registrieren
register-form-ticket = Satellite-Ticket
register-form-ticket-none = Keins: Der Spieler zahlt
# $satellite is the satellite event's number.
register-form-ticket-option = { $holder }: Ticket gewonnen in #{ $satellite } { $satellite_name } ({ $value })
register-form-ticket-note = Kein Buy-in kassiert: Das Ticket von { $holder } bezahlt es.
register-form-closed = Die Late Registration ist geschlossen: Die App nimmt keine neuen Einträge mehr an.
# $standing is where the entry stands ("Table 12, seat 3").
register-form-already = { $name } ist bereits in diesem Turnier ({ $standing }): Prüfen Sie, dass es nicht dieselbe Person ist.
register-form-list-title = Liste registrieren
register-form-list-help = Ein Spieler pro Zeile; nach einem Tabulator darf eine Nummer folgen (aus einer Tabelle eingefügte Spalten: die erste ist der Name, die letzte die Nummer).
register-form-list-send =
    { $count ->
        [one] { $count } Spieler registrieren
       *[other] { $count } Spieler registrieren
    }
register-form-list-send-none = Liste registrieren
register-form-list-all-or-none = Wird ein einziger Name abgelehnt, wird niemand registriert.

## PlayerList.svelte: alle Einträge des Turniers, durchsuchbar und seitenweise, mit ihren Aktionen
player-list-no-knocker = kein sitzender Spieler passt zu „{ $text }“ für „ausgeschieden durch“
player-list-bad-stack = „{ $text }“ ist kein Chipstand für „Stack zu Beginn der Hand“
player-list-split-needs-knocker = Geben Sie zuerst an, wer den Spieler ausgeschaltet hat, dann, wer sich den Pot mit ihm geteilt hat
player-list-no-sharer = kein sitzender Spieler passt zu „{ $text }“ für „Pot geteilt mit“
# $example is "1:1:1", one 1 for each winner.
player-list-bad-shares =
    { $count ->
        [one] die Anteile „{ $shares }“ brauchen eine ganze Zahl größer als 0 für den { $count } Gewinner, z. B. { $example }
       *[other] die Anteile „{ $shares }“ brauchen eine ganze Zahl größer als 0 für jeden der { $count } Gewinner, z. B. { $example }
    }
# The number of entries beside the heading.
player-list-count = { $count }
player-list-search-placeholder = Name oder Nummer suchen
player-list-search-label = Spieler suchen
player-list-next-bust = Nächstes Ausscheiden:
player-list-same-hand = gleiche Hand wie das letzte
player-list-knocked-out-by = ausgeschieden durch
player-list-by-placeholder = Name oder Eintrag
player-list-pot-shared-with = Pot geteilt mit
player-list-split-placeholder = Name(n) oder Einträge
player-list-shares = Anteile
player-list-shares-placeholder = gleich
player-list-stack = Stack zu Beginn der Hand
player-list-stack-placeholder = Chips
player-list-chips-counted = { $chips } gezählt
player-list-owes-lammer = schuldet eine Lammer-Einlösung
# An action the player cannot take now, and why (both from the server), on hover.
player-list-refused = { $action }: { $why }
player-list-not-now = jetzt nicht: { $actions }
player-list-looking = Suche…
player-list-no-match = Kein Spieler passt zu „{ $query }“.
player-list-none = Noch keine Spieler registriert.
player-list-pages = { $from }–{ $to } von { $matched }
player-list-pages-matching = { $from }–{ $to } von { $matched } Treffern
player-list-previous = Vorherige { $count }
player-list-next = Nächste { $count }
player-list-or-search = oder geben Sie einen Suchbegriff ein, um einen zu finden.

## MovesPanel.svelte: die von der App vorgeschlagenen Spielerwechsel, zur Bestätigung durch den TD
# A table's short name in a list of tables (T4), as the seat labels write it (T4 S2).
moves-panel-table-short = T{ $table }
moves-panel-title = Wechsel
moves-panel-pending =
    { $count ->
        [one] { $count } offen
       *[other] { $count } offen
    }
moves-panel-breaking = Wird aufgelöst: { $tables }
moves-panel-hold-play = Spiel anhalten: { $tables } (3 oder mehr Spieler zu wenig)
moves-panel-final-table =
    { $seats ->
        [one] Finaltisch: T{ $table }, { $seats } Platz
       *[other] Finaltisch: T{ $table }, { $seats } Plätze
    }
moves-panel-final-table-redraw =
    { $seats ->
        [one] Finaltisch: T{ $table }, { $seats } Platz, Plätze neu ausgelost
       *[other] Finaltisch: T{ $table }, { $seats } Plätze, Plätze neu ausgelost
    }
# After the player's name: where the player goes ($seat is "T4 S2").
moves-panel-to = nach { $seat }
# Why a move happens: its kind ("balance") and the server's reason.
moves-panel-why = { $kind }: { $reason }
# The letters before the boxes of the destination table and seat.
moves-panel-table-prefix = T
moves-panel-seat-prefix = S
moves-panel-table-label = Zieltisch für { $name }
moves-panel-seat-label = Zielplatz für { $name }
moves-panel-button-unknown = Button unbekannt an { $tables }
moves-panel-confirm =
    { $count ->
        [one] Wechsel bestätigen
       *[other] { $count } Wechsel bestätigen
    }
moves-panel-close = { $tables } schließen
moves-panel-none = Keine Wechsel nötig.

## CountsForm.svelte: die Chipstände der Spieler eines Tisches eingeben
counts-form-unnamed = Eintrag { $entry }
counts-form-none-typed = Geben Sie die Chips der Spieler an Tisch { $table } ein.
# One count that is not a number of chips: "12k" (Ann Lee).
counts-form-bad-item = „{ $text }“ ({ $name })
counts-form-bad = { $list }: kein Chipstand über 0 (ein Spieler ohne Chips scheidet stattdessen aus)
counts-form-sent =
    { $count ->
        [one] Chipstand von { $count } Spieler an Tisch { $table } erfasst.
       *[other] Chipstände von { $count } Spielern an Tisch { $table } erfasst.
    }
counts-form-title-table = Chipstände an Tisch { $table }
# Followed by a list to choose the table from.
counts-form-title = Chipstände an
counts-form-table-label = Der gezählte Tisch
counts-form-table-option = Tisch { $table }
counts-form-seat = Platz { $seat } · { $name }
# The player's last count, shown in the empty box.
counts-form-last-count = { $chips }
counts-form-chips-placeholder = Chips
counts-form-record = Chipstände erfassen
counts-form-nobody = An Tisch { $table } sitzt niemand.

## ButtonForm.svelte: wo an einem Tisch der Button liegt, oder der Platz, der die Hand gewonnen hat
button-form-give-both = Geben Sie eine Tischnummer und eine Platznummer an.
button-form-title = Button
button-form-table = Tisch
button-form-set = Button setzen
button-form-hand-won = Dieser Platz gewinnt
button-form-win-the-button = Win the Button: Wer eine Hand gewinnt, bekommt den Button für die nächste.
button-form-unknown = Tisch { $table }: Button unbekannt
button-form-at = Tisch { $table }: Button auf Platz { $seat }

## HardStopPanel.svelte: der Hard Stop am Turniertisch, die letzten Chipstände platzieren die Spieler
hard-stop-panel-missing = Geben Sie den Chipstand von { $names } ein.
hard-stop-panel-title = Hard Stop
# $after is a length of time: 45 min, 3 h, 2 h 30 min.
hard-stop-panel-after = Das Spiel endet { $after } nach dem Start der Uhr.
hard-stop-panel-reached = Der Zeitpunkt des Stopps ist erreicht: Spielen Sie die laufende Runde zu Ende und geben Sie dann die Chipstände ein.
# $time is the time of day of the stop, $left the time left (1:05:00).
hard-stop-panel-at = Stopp um { $time } · in { $left }
hard-stop-panel-last-count = zuletzt { $chips }
hard-stop-panel-chips = Chips
hard-stop-panel-confirm =
    { $count ->
        [one] Bestätigen: Spiel beenden und { $count } Spieler nach Chips platzieren
       *[other] Bestätigen: Spiel beenden und { $count } Spieler nach Chips platzieren
    }
hard-stop-panel-stop = Spiel beenden: nach Chipständen platzieren

## ShootoutPanel.svelte: ein Shootout am Turniertisch, Tisch für Tisch und Runde für Runde
shootout-panel-unnamed = Eintrag { $entry }
# $count is how many players of each table go through.
shootout-panel-tick-first =
    { $count ->
        [one] Markieren Sie zuerst den Gewinner von Tisch { $table }.
       *[other] Markieren Sie zuerst die Gewinner von Tisch { $table }.
    }
shootout-panel-title = Shootout: Runde { $round }
shootout-panel-summary =
    { $advance ->
        [one] Der Gewinner jedes Tisches kommt weiter
       *[other] Die besten { $advance } jedes Tisches kommen weiter
    } · { $decided } von { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    } entschieden · bisher { $through } weiter
shootout-panel-table = Tisch { $table }
shootout-panel-won = Markierte gewinnen
shootout-panel-next-round = Runde { $round } auslosen

## DaysPanel.svelte: zwischen den Tagen: die Flights für Tag 2, die Neuauslosung und die Platzlisten zum Drucken
# A list: A, B and C.
days-panel-and = { $list } und { $last }
days-panel-title = Neuer Tag
# One flight in the list of flights: Day 1A (120 entries, 35 bagged).
days-panel-flight =
    { $entries ->
        [one] { $name } ({ $entries } Eintrag, { $bagged } weiter)
       *[other] { $name } ({ $entries } Einträge, { $bagged } weiter)
    }
days-panel-flights-all-stacks = Tag 2 von { $flights }; wer zwei Flights übersteht, spielt mit allen Stacks zusammen.
days-panel-flights-best-stack = Tag 2 von { $flights }; wer zwei Flights übersteht, behält den besten Stack.
days-panel-counted =
    { $left ->
        [one] { $counted } von { $left } Spieler gezählt
       *[other] { $counted } von { $left } Spielern gezählt
    }
days-panel-counted-redrawn =
    { $left ->
        [one] { $counted } von { $left } Spieler gezählt
       *[other] { $counted } von { $left } Spielern gezählt
    } · { $redraws ->
        [one] einmal neu ausgelost
       *[other] { $redraws }-mal neu ausgelost
    }
# Followed by the list of ways to redraw.
days-panel-redraw = Neu auslosen
days-panel-rule-chips = große Stacks nach Chipstand verteilt
days-panel-rule-random = zufällig
days-panel-needs-counts-title = Erfassen Sie zuerst die Chips aller Spieler
days-panel-confirm =
    { $count ->
        [one] Bestätigen: { $count } Spieler umsetzen
       *[other] Bestätigen: alle { $count } Spieler umsetzen
    }
days-panel-redraw-day = Für neuen Tag auslosen
days-panel-draw-day-two = Tag 2 auslosen
days-panel-needs-counts = Die Neuauslosung nach Chipstand braucht den Chipstand jedes Spielers: noch { $count } zu zählen.
# Followed by links to the printouts.
days-panel-print = Drucken:
days-panel-print-table-lists = die Tischlisten ↗
days-panel-print-seat-cards = eine Platzkarte für jeden Spieler ↗

## PlayersPage.svelte: das Spielerregister: Spieler finden, öffnen, bearbeiten, zusammenführen, importieren und exportieren
players-page-field-name = Name
players-page-field-first-name = Vorname
players-page-field-last-name = Nachname
players-page-field-nickname = Spitzname
players-page-field-number = Mitgliedsnummer
players-page-field-club = Verein oder Ort
players-page-field-notes = Notizen
players-page-field-id = Register-ID
players-page-field-skip = Nicht importiert
# $id is the player's number in the register.
players-page-added = { $name } ist Spieler #{ $id }.
players-page-saved = Gespeichert.
players-page-merge-confirm = { $other } mit { $keep } zusammenführen? Alle Ergebnisse von { $other } gehören dann { $keep }.
players-page-merged = { $other } mit { $keep } zusammengeführt.
# Stands for $file when the file's name is not known.
players-page-the-file = die Datei
players-page-imported = { $file } importiert: { $created } neu, { $updated } aktualisiert.
players-page-imported-bad =
    { $bad ->
        [one] { $file } importiert: { $created } neu, { $updated } aktualisiert, { $bad } fehlerhafte Zeile ausgelassen.
       *[other] { $file } importiert: { $created } neu, { $updated } aktualisiert, { $bad } fehlerhafte Zeilen ausgelassen.
    }
players-page-still-in = noch im Spiel
# A place shared by several players, in the list of a player's events: 5th–6th.
players-page-place-shared = { $from }–{ $to }
players-page-place-of = { $place } von { $field }
players-page-back = Zurück zum Turnier
players-page-search-placeholder = Name, Spitzname oder Mitgliedsnummer
players-page-search-label = Spieler finden
players-page-add = Spieler hinzufügen
players-page-import = CSV importieren…
players-page-export = CSV exportieren
players-page-nickname = „{ $nickname }“
players-page-entry-events =
    { $events ->
        [one] { $events } Turnier
       *[other] { $events } Turniere
    }
players-page-entry-number-events =
    { $events ->
        [one] Nr. { $number } · { $events } Turnier
       *[other] Nr. { $number } · { $events } Turniere
    }
players-page-nobody-matches = Kein Treffer.
players-page-none = Noch keine Spieler: Sie kommen ins Register, sobald Turniere sie registrieren, oder aus einer CSV-Datei.
players-page-import-title = Spieler aus einer CSV-Datei importieren
players-page-import-help = Die erste Zeile benennt die Spalten. Eine Zeile mit der Mitgliedsnummer oder dem Namen eines Spielers, der schon im Register steht, aktualisiert diesen Spieler; leere Zellen lassen seine Angaben unverändert.
players-page-import-file = Datei
players-page-column = Spalte
players-page-goes-to = Wird zu
players-page-first-values = Erste Werte
players-page-column-label = Spalte { $header }
players-page-bad-rows =
    { $count ->
        [one] { $count } fehlerhafte Zeile:
       *[other] { $count } fehlerhafte Zeilen:
    }
# $line is the line's number in the file.
players-page-problem = Zeile { $line }: { $problem }
players-page-line = Zeile
players-page-what-it-does = Was sie bewirkt
players-page-skip-bad =
    { $count ->
        [one] Die { $count } gute Zeile importieren und die fehlerhaften auslassen
       *[other] Die { $count } guten Zeilen importieren und die fehlerhaften auslassen
    }
players-page-import-players =
    { $count ->
        [one] { $count } Spieler importieren
       *[other] { $count } Spieler importieren
    }
players-page-new-player = Neuer Spieler
players-page-add-to-register = Ins Register aufnehmen
players-page-total-events =
    { $count ->
        [one] { $count } Turnier
       *[other] { $count } Turniere
    }
players-page-total-best = bestes Ergebnis { $place }
players-page-total-prizes = Preise { $amount }
players-page-total-bounties = Bounties { $amount }
players-page-total-lammers =
    { $count ->
        [one] { $count } Lammer eingesetzt
       *[other] { $count } Lammer eingesetzt
    }
players-page-also-found-as = Auch erfasst als: { $spellings }
players-page-event = Turnier
players-page-date = Datum
players-page-finish = Platzierung
players-page-prize = Preis
players-page-bounties = Bounties
players-page-lammers = Lammer
players-page-entered-as = Eingetragen als
# An event the player entered more than once.
players-page-event-entries =
    { $entries ->
        [one] { $event } ({ $entries } Eintrag)
       *[other] { $event } ({ $entries } Einträge)
    }
players-page-no-events = Noch keine Turniere.
players-page-series = Serien
# $rank is the player's place in the series (3rd), $of how many players it ranks, $points written already (12.50).
players-page-series-line = { $name }: { $rank } von { $of }, { $points } Punkte
players-page-series-line-tied = { $name }: { $rank } (geteilt) von { $of }, { $points } Punkte
# Followed by the list of the register's other players.
players-page-same-person = Dieselbe Person wie
players-page-pick-other = Andere Schreibweise wählen…
players-page-merge-option-number = #{ $id } { $name } (Nr. { $number })
players-page-merge = Mit { $name } zusammenführen
players-page-pick = Wählen Sie einen Spieler, fügen Sie einen hinzu oder importieren Sie eine Datei.

## SeriesPage.svelte: Serien und Ligen: Turniere unter einer Rangliste, mit einer Punkteregel
series-page-title = Serien
series-page-back = Zurück zum Turnier
series-page-events =
    { $count ->
        [one] { $count } Turnier
       *[other] { $count } Turniere
    }
series-page-none = Noch keine Serien.
series-page-new = Neue Serie
series-page-new-placeholder = BARGE-Woche, Vereinssaison…
series-page-create = Mit der Regel unten anlegen
series-page-rule = Punkteregel
series-page-points = Punkte
series-page-kind-by-place = Feste Punkte nach Platz
series-page-kind-sqrt-entries = Faktor × √(Einträge ÷ Platz)
series-page-kind-prizes = Gewonnenes Preisgeld
series-page-kind-formula = Eine Formel
series-page-places = 1., 2., 3. …
series-page-played = Jede andere Platzierung
series-page-scale = Faktor
series-page-bounties = Bounties zählen mit
# The names in brackets are what a formula is written with: keep them as they are.
series-page-formula = Formel (entries, place, prize, buy_in, pool, bounties; math::sqrt, math::ln, min, max, round …)
series-page-best = Beste N Turniere
series-page-best-placeholder = alle
series-page-try = Mit diesen Turnieren testen
series-page-keep = Regel übernehmen
series-page-back-to-kept = Zurück zur übernommenen Regel
# $rule is the rule in words, from the server.
series-page-preview = Vorschau, nicht übernommen: { $rule }
series-page-problem = { $problem }. Legen Sie oben eine andere Regel fest.
series-page-print = Rangliste drucken (PDF)
series-page-events-dropped = Turniere (Streichergebnisse in Klammern)
# One event of a player's standing: the place and the points (12th 4.50); a dropped one in brackets.
series-page-result = { $place } { $points }
series-page-result-dropped = ({ $place } { $points })
series-page-no-results = Noch keine Ergebnisse: Fügen Sie Turniere hinzu.
series-page-events-title = Turniere
series-page-event =
    { $entries ->
        [one] { $event } · { $entries } Eintrag
       *[other] { $event } · { $entries } Einträge
    }
series-page-event-running =
    { $entries ->
        [one] { $event } · { $entries } Eintrag · läuft noch
       *[other] { $event } · { $entries } Einträge · läuft noch
    }
series-page-take-out = herausnehmen
series-page-add-event = Turnier hinzufügen…

## Library.svelte: die Strukturbibliothek (Liste, neu, importieren, duplizieren, löschen).

library-title = Strukturen
library-back = Zurück zum Turnier
library-template = Vorlage
library-new-from-template = Neu aus Vorlage
library-new-blank = Neu (leer)
library-import = .toml-Datei importieren
library-games = Spiele und Regelkarten
library-errors =
    { $count ->
        [one] { $count } Fehler
       *[other] { $count } Fehler
    }
library-ok = fehlerfrei
library-duplicate = Duplizieren
library-confirm-delete = Wirklich löschen?
library-delete = Löschen
library-empty = Noch keine Strukturen: Beginnen Sie mit einer Vorlage.
library-hint = Wählen Sie links eine Struktur oder beginnen Sie mit einer Vorlage.

## Der Struktur-Editor und die Bibliothek, wie der Server sie formuliert.

editor-derived-level = Level { $level }: { $game }, { $stakes }, { $duration }
editor-derived-break = Pause { $duration }
editor-derived-break-race = Pause { $duration }, Chips entfernen: { $chips }
editor-summary =
    { $title }: { $levels ->
        [one] { $levels } Level
       *[other] { $levels } Level
    }, { $breaks ->
        [one] { $breaks } Pause
       *[other] { $breaks } Pausen
    }
editor-no-game = noch kein Spiel: Wählen Sie eines unter „Spiele“ mit „Spiel aus dem Katalog hinzufügen“
editor-payouts-head =
    { $entries ->
        [one] { $entries } Eintrag, Preispool { $pool }
       *[other] { $entries } Einträge, Preispool { $pool }
    }
editor-payouts-warning = { $head }: { $warning }
editor-payouts-line = { $head }: { $places } ({ $basis })
editor-payouts-place = { $place } { $amount }
editor-payouts-place-each = { $place } je { $amount }
editor-payouts-place-round = { $place } je { $amount } ({ $round })
editor-payouts-more =
    … { $paid ->
        [one] { $paid } Platz bezahlt
       *[other] { $paid } Plätze bezahlt
    }
library-template-summary =
    { $levels ->
        [one] { $levels } Level
       *[other] { $levels } Level
    }, { $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätze
    } pro Tisch, { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    } zum Start

## Wizard.svelte: der Struktur-Assistent, der Levels für eine gewünschte Dauer vorschlägt.

wizard-from =
    Aus dieser Struktur: Startstack { $stack }, Levels zu { $minutes } Min., { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }, { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }.
wizard-from-bba =
    Aus dieser Struktur: Startstack { $stack }, Levels zu { $minutes } Min., { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }, { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, Big-Blind-Ante.
wizard-start-and-end = Start- und Endzeit
wizard-length = Dauer
wizard-starts = Beginn
wizard-down-to-two = Zwei Spieler übrig um
wizard-hours = Stunden
wizard-entries = Erwartete Einträge
wizard-break-every = Pause alle (Levels)
wizard-break-minutes = Pausenminuten
wizard-propose = Vorschlagen ({ $hours } h { $minutes } min)
wizard-extend =
    { $count ->
        [one] Das { $count } eingegebene Level behalten und danach Levels anfügen
       *[other] Die { $count } eingegebenen Levels behalten und danach Levels anfügen
    }
wizard-replace = Alle Levels ersetzen
wizard-row-break = Pause { $minutes } Min.
wizard-row-break-race = Pause { $minutes } Min., Chips entfernen: { $chips }
wizard-row-ante = { $stakes }, Ante { $ante }
wizard-row-bring-in = { $stakes }, Bring-in { $bring }
wizard-row-ante-bring-in = { $stakes }, Ante { $ante }, Bring-in { $bring }
wizard-accept-after = Diese Levels nach Level { $level } anfügen
wizard-accept-replace = Diese Levels verwenden (ersetzt die Zeilen unten)

## StructureEditor.svelte: eine Struktur der Bibliothek als Formular, beim Tippen gespeichert und geprüft.

structure-editor-no-such-game = Im Katalog heißt kein Spiel „{ $text }“
structure-editor-type-a-game = Geben Sie ein Spiel ein
structure-editor-game-mixed = { $game } wählt jede Hand ein anderes Spiel: Fügen Sie stattdessen die Spiele hinzu, aus denen es wählt
structure-editor-game-not-spread = { $game } wird nicht als Flop, Draw oder Stud gegeben: Ein Turnierlevel kann es nicht spielen
structure-editor-game-already = { $game } ({ $betting }) ist schon in dieser Struktur
structure-editor-untitled = Struktur ohne Namen
structure-editor-saved = Gespeichert
structure-editor-saving = Speichert…
structure-editor-changed = Geändert
structure-editor-not-saved = Nicht gespeichert
structure-editor-paper = Papier
structure-editor-letter = US-Letter
structure-editor-preview-sheet = Blatt ansehen
structure-editor-preview-card = Regelkarte ansehen
structure-editor-export = .toml exportieren
structure-editor-fix-first = Beheben Sie zuerst die Fehler
structure-editor-make-event = Ein Turnier aus dieser Struktur erstellen
structure-editor-create-event = Turnier erstellen
structure-editor-warnings =
    { $count ->
        [one] { $summary }, { $count } Warnung
       *[other] { $summary }, { $count } Warnungen
    }
structure-editor-no-errors = { $summary }: keine Fehler
structure-editor-errors =
    { $count ->
        [one] { $count } Fehler zu beheben, bevor ein Turnier erstellt werden kann
       *[other] { $count } Fehler zu beheben, bevor ein Turnier erstellt werden kann
    }
structure-editor-games = Spiele
structure-editor-id = ID
structure-editor-name = Name
structure-editor-family = Familie
structure-editor-betting = Setzform
structure-editor-catalog-game = Katalogspiel
structure-editor-game-id = Spiel-ID
structure-editor-game-name = Spielname
structure-editor-move-earlier = { $game } in der Rotation nach vorn
structure-editor-move-later = { $game } in der Rotation nach hinten
structure-editor-remove-game = Spiel entfernen
structure-editor-rotation = Rotation, Level für Level: { $games }
structure-editor-no-game = Noch kein Spiel: Fügen Sie die Spiele in der Reihenfolge der Rotation hinzu.
structure-editor-add-game-label = Spiel aus dem Katalog hinzufügen (Name oder Alias)
structure-editor-add-game = Spiel hinzufügen
structure-editor-chip-value = Chipwert
structure-editor-chip-colour = Chipfarbe
structure-editor-remove-chip = Chip entfernen
structure-editor-add-chip = + Chip
structure-editor-levels = Levels und Pausen
structure-editor-close-wizard = Vorschlag schließen
structure-editor-open-wizard = Levels vorschlagen…
structure-editor-shootout = Shootout
structure-editor-shootout-advance = Weiter von jedem Tisch
structure-editor-shootout-rounds = Runden
structure-editor-shootout-prizes = Preise
structure-editor-shootout-prizes-hint = by-round: der Finaltisch nach Platz, jede frühere Runde gleich; by-place: jeder Platz in der Reihenfolge des Ausscheidens

## LevelsEditor.svelte: die Levels und Pausen der Struktur als Tabelle.

levels-editor-keys = Alt+↑/↓ Zeile verschieben · Alt+L Level darunter einfügen · Alt+B Pause darunter einfügen · Alt+D duplizieren · Alt+Entf entfernen · ⠿ ziehen zum Umordnen
levels-editor-small-blind = Small Blind
levels-editor-min = Min.
levels-editor-plays-as = Gespielt als
levels-editor-drag = Zum Verschieben ziehen
levels-editor-break-minutes = Pausenminuten
levels-editor-colour-up = Chips entfernen:
levels-editor-no-chips = fügen Sie unten Chips hinzu, um sie zu entfernen
levels-editor-rotation = (Rotation)
levels-editor-only-game = (das einzige Spiel)
levels-editor-minutes = Minuten
levels-editor-move-up-keys = Nach oben (Alt+↑)
levels-editor-move-up = Nach oben
levels-editor-move-down-keys = Nach unten (Alt+↓)
levels-editor-move-down = Nach unten
levels-editor-duplicate-keys = Duplizieren (Alt+D)
levels-editor-duplicate = Duplizieren
levels-editor-copy = Kopie
levels-editor-more-title = Mehr zu diesem Level
levels-editor-more = Mehr
levels-editor-remove-keys = Entfernen (Alt+Entf)
levels-editor-add-level = + Level
levels-editor-add-break = + Pause
levels-editor-big-blind = Big Blind
levels-editor-small-bet = Small Bet
levels-editor-big-bet = Big Bet
levels-editor-betting = Setzform
levels-editor-ante-kind = Ante gezahlt als
levels-editor-auto-pause = Uhr bei Beginn anhalten
levels-editor-end-of-day = Danach endet der Spieltag
levels-editor-note = Notiz

## PricesEditor.svelte: spätere Preise eines Rebuys oder Add-ons, eine Zeile pro Änderung.

prices-editor-title = Spätere Preise
prices-editor-from-level = Ab Level
prices-editor-price = Preis
prices-editor-fee = Davon Gebühr
prices-editor-remove-label = Den Preis ab Level { $level } entfernen
prices-editor-add = Späteren Preis hinzufügen
prices-editor-hint = Der Preis oben gilt für den ganzen Zeitraum; fügen Sie eine Zeile hinzu, wenn er ab einem Level steigt.

## PayoutsEditor.svelte: wie eine Struktur auszahlt (mitgelieferte Tabelle, eigene Tabelle, Kurve, Satellite-Tickets).

payouts-editor-pay-by = Auszahlung nach
payouts-editor-way-table = Eine Tabelle von Felt
payouts-editor-way-house = Die eigene Tabelle des Hauses
payouts-editor-way-curve = Die Auszahlungskurve
payouts-editor-way-satellite = Satellite-Tickets
payouts-editor-table = Auszahlungstabelle
payouts-editor-paid-percent = Bezahlte Plätze (% des Feldes)
payouts-editor-paid-percent-hint = leer: etwa 15 %
payouts-editor-top-share = Erster Platz (% des Pools)
payouts-editor-top-share-hint = leer: nach Feldgröße
payouts-editor-min-cash = Min-Cash
payouts-editor-min-cash-hint = was der letzte bezahlte Platz erhält
payouts-editor-seat-value = Ein Ticket ist wert
payouts-editor-seat-value-hint = das Buy-in des Zielturniers, Gebühr inbegriffen
payouts-editor-target = Tickets für (Turnier)
payouts-editor-title = Name der Tabelle
payouts-editor-increment = Preise runden auf
payouts-editor-entries-from = Einträge von
payouts-editor-entries-to = bis
payouts-editor-shares = Anteile (%) oder feste Preise ($), erster Platz zuerst
payouts-editor-adds-up-to = Summe
payouts-editor-row-from = Zeile { $row }, Einträge von
payouts-editor-row-to = Zeile { $row }, Einträge bis
payouts-editor-row-shares = Zeile { $row }, Anteile in Prozent oder feste Preise
payouts-editor-fixed = { $amount } fest
payouts-editor-remove-row = Zeile { $row } entfernen
payouts-editor-add-row = + Zeile
payouts-editor-hint = Jede Zeile zahlt Felder mit so vielen Einträgen aus; größere Felder als in der letzten Zeile zahlt die Auszahlungskurve aus.
payouts-editor-preview = Was sie auszahlt

## Field.svelte: ein Feld des Struktureditors.

editor-field-in-unit = in { $unit }
editor-field-default = (Standard)

## GameBook.svelte: der Spielkatalog in der Konsole und die Hausliste der Regelkarten zum Drucken.

game-book-house-games = Spiele des Hauses
game-book-catalog = Spielkatalog
game-book-find = Spiel oder Variante suchen (Name, Alias)
game-book-search-placeholder = 7-27, Follow the Queen, Big O…
game-book-count =
    { $count ->
        [one] { $count } Spiel und Varianten
       *[other] { $count } Spiele und Varianten
    }
game-book-count-first =
    { $count ->
        [one] { $count } Spiel und Varianten; die ersten { $shown } angezeigt
       *[other] { $count } Spiele und Varianten; die ersten { $shown } angezeigt
    }
game-book-variation-of = Variante von { $game }
game-book-up-to =
    { $count ->
        [one] bis { $count } Spieler
       *[other] bis { $count } Spieler
    }
game-book-also = auch { $aliases }
game-book-rule-card = Regelkarte
game-book-on-the-list = Auf der Liste
game-book-add-to-house = Zur Hausliste
game-book-house-list = Hausliste
game-book-house-about = Die Spiele, die ein Dealer an einem Dealer’s-Choice-Abend ansagen darf; drucken Sie ihre Regelkarten für den Tisch.
game-book-title = Titel
game-book-add-regulars = Alle Regulars-Spiele hinzufügen
game-book-move-up = Nach oben
game-book-move-down = Nach unten
game-book-empty = Noch keine Spiele: Fügen Sie sie über die Suche hinzu.
game-book-print =
    { $count ->
        [one] Regelkarten drucken ({ $count } Spiel)
       *[other] Regelkarten drucken ({ $count } Spiele)
    }
game-book-clear = Liste leeren

## Nights.svelte: Dealer's-Choice-Abende: die Liste und das Formular für einen neuen Abend.

nights-default-title = Dealer’s Choice
nights-not-money-limit = Das Limit ist kein Geldbetrag (etwa 1, 0.25 oder 25c)
nights-not-money-later-limit = Das spätere Limit ist kein Geldbetrag (etwa 1, 0.25 oder 25c)
nights-not-money-dealer-pays = Die Zahlung des Dealers ist kein Geldbetrag (etwa 1, 0.25 oder 25c)
nights-not-money-penalty = Der erste Fehler ist kein Geldbetrag (etwa 1, 0.25 oder 25c)
nights-not-money-buy-in = Das Buy-in ist kein Geldbetrag (etwa 1, 0.25 oder 25c)
nights-title = Home-Game-Abende
nights-back = Zurück zu den Turnieren
nights-new = Neuer Abend…
nights-empty = Noch keine Abende.
nights-new-heading = Ein neuer Dealer’s-Choice-Abend
nights-new-about = Die Regeln beginnen so, wie „Poker by the Regulars“ sie spielt; ändern Sie, was Ihr Tisch anders macht.
nights-field-title = Titel
nights-players = Spieler, im Uhrzeigersinn nach Plätzen (einer pro Zeile oder durch Kommas getrennt)
nights-house-list = Hausliste: die Spiele, die ein Dealer beim Namen ansagen darf
nights-all-regulars = Jedes Spiel aus „Poker by the Regulars“
nights-add-game = Spiel hinzufügen
nights-game-placeholder = 7-27, Anaconda, Follow the Queen…
nights-remove = entfernen
nights-limit = Höchster Einsatz
nights-later-at = Ab (Ortszeit)
nights-later-limit = dann
nights-raises = Raises pro Runde
nights-dealer-pays = Dealer zahlt pro Spieler
nights-penalty = Erster Fehler (dann ×2, ×3 …)
nights-buy-in = Übliches Buy-in
nights-open = Abend eröffnen

## NightDesk.svelte: der Tisch eines Dealer's-Choice-Abends (Ansagen, Fehler, Kasse, Abrechnung, Protokoll).

night-desk-no-such-game = Kein Spiel namens „{ $text }“ auf der Hausliste oder im Katalog: Kreuzen Sie „ein neues Spiel“ an und nennen Sie seine Regeln
night-desk-name-the-game = Nennen Sie das Spiel
night-desk-choose-culprit = Wählen Sie, wer den Fehler gemacht hat
night-desk-buy-in-not-money = { $player }: „{ $text }“ ist kein Geldbetrag
night-desk-cash-out-not-money = { $player }: Geben Sie die zurückgegebenen Chips ein („{ $text }“ ist kein Geldbetrag)
night-desk-terms =
    { $count ->
        [one] { $limits }; der Dealer zahlt { $pays } pro Spieler; { $count } Runde gegeben
       *[other] { $limits }; der Dealer zahlt { $pays } pro Spieler; { $count } Runden gegeben
    }
night-desk-terms-ended =
    { $count ->
        [one] { $limits }; der Dealer zahlt { $pays } pro Spieler; { $count } Runde gegeben · der Abend ist beendet
       *[other] { $limits }; der Dealer zahlt { $pays } pro Spieler; { $count } Runden gegeben · der Abend ist beendet
    }
night-desk-open-display = Anzeige öffnen
night-desk-sheet-link = Abendblatt (PDF)
night-desk-card-link = Spiele des Hauses (PDF)
night-desk-limit-now = Limit jetzt
night-desk-raises =
    { $count ->
        [one] { $count } Raise pro Runde
       *[other] { $count } Raises pro Runde
    }
night-desk-raises-next =
    { $count ->
        [one] { $count } Raise pro Runde · { $limit } ab { $at } (in { $time_left })
       *[other] { $count } Raises pro Runde · { $limit } ab { $at } (in { $time_left })
    }
night-desk-dealer = Dealer
night-desk-then = danach { $dealer }
night-desk-next-mistake = Nächster Fehler
night-desk-so-far = bisher { $count }
night-desk-first-dealer-how = Teilen Sie reihum offene Karten aus, bis ein Bube kommt: Dessen Spieler gibt zuerst.
night-desk-first-dealer = Ersten Dealer auslosen
night-desk-deals-first = { $player } gibt zuerst
night-desk-calls = { $dealer } sagt das Spiel an
night-desk-search-house = Hausliste durchsuchen
night-desk-variations = Angesagte Varianten
night-desk-variations-example = z. B. auch Siebenen wild
night-desk-dealt-in = Mitspieler
night-desk-new-game = Ein neues Spiel: Der Dealer nennt die Regeln
night-desk-new-rules = Wie gegeben wird, was wild ist, wie der Pot gewonnen wird
night-desk-call = Ansagen ({ $amount } von { $dealer })
night-desk-deal = Runde { $deal }: { $dealer } gibt { $game }
night-desk-deal-variations = Runde { $deal }: { $dealer } gibt { $game }, { $variations }
night-desk-rules-from = Regeln aus { $source }
night-desk-mistake-costs = Ein Fehler kostet { $amount }
night-desk-culprit = Der Spieler, der den Fehler gemacht hat
night-desk-who = Wer?
night-desk-what-happened = Was ist passiert (Misdeal, verschüttetes Getränk…)
night-desk-charge = { $amount } berechnen
night-desk-kitty = Kasse
night-desk-bought = Gekauft
night-desk-buy-in = Einkaufen
night-desk-cashed-out = Ausgezahlt
night-desk-cash-out = Auszahlen
night-desk-result = Ergebnis
night-desk-left = { $player } (gegangen)
night-desk-leaves-title = { $player } verlässt den Tisch
night-desk-leaves = geht
night-desk-sits-again = setzt sich wieder
night-desk-chips = Chips
night-desk-join-placeholder = Ein Spieler, der sich setzt
night-desk-seat = Setzen
night-desk-settle-up = Abrechnung
night-desk-totals = Gekauft { $bought }, ausgezahlt { $cashed_out }.
night-desk-waiting = Noch auszuzahlen: { $players }.
night-desk-off-by-more = Die Kasse stimmt nicht: Es wurden { $amount } mehr ausgezahlt als gekauft. Zählen Sie die Chips noch einmal.
night-desk-off-by-less = Die Kasse stimmt nicht: Es wurden { $amount } weniger ausgezahlt als gekauft. Zählen Sie die Chips noch einmal.
night-desk-transfer = { $from } zahlt { $to } { $amount }
night-desk-payments =
    { $count ->
        [one] { $count } Zahlung, die wenigsten, mit denen alle quitt sind.
       *[other] { $count } Zahlungen, die wenigsten, mit denen alle quitt sind.
    }
night-desk-square = Alle sind quitt.
night-desk-log = Was passiert ist
night-desk-undo = Letztes rückgängig
night-desk-confirm-end = Abend wirklich beenden?
night-desk-end = Abend beenden


## The console's language chooser (the event bar).
console-language-label = Sprache der Konsole
console-language-browser = Sprache des Browsers

## SeatingPage.svelte: der Sitzplan des Saals auf einem Fernseher oder für den Floor (/seating/ID), nur zum Ansehen
# The browser tab's title; event is the event's name.
seating-page-title = Sitzplan · { $event }
# The counts beside the event's name; the page sets the players left in bold.
seating-page-counts =
    { $left } von { $entries } übrig · { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tische
    }
seating-page-hfh = HAND-FOR-HAND
seating-page-hfh-hand = HAND-FOR-HAND · Hand { $hand }
seating-page-not-drawn = Die Plätze sind noch nicht ausgelost: { $count } registriert.
seating-page-connecting = Verbindung zu Turnier #{ $event }…

## SeatingChart.svelte: der Sitzplan (Tische, Suche, Zoom, offene Wechsel), auf der TV-Seite und in der Konsole
seating-chart-no-table = Es gibt keinen Tisch { $table }.
# What a search found: the player and their seat.
seating-chart-found = { $name }: Tisch { $table }, Platz { $seat }
# A player found without a seat; standing is the server's words ("busted, 45th").
seating-chart-found-standing = { $name }: { $standing }
# Printed under a chart that holds only part of the room.
seating-chart-print-part = Tische { $from } bis { $to } von { $count } im Spiel: Die Tischlisten (Drucken) enthalten den ganzen Saal.

## ChartToolbar.svelte: die Werkzeuge des Plans (Spieler suchen, zu einem Tisch springen, Zoom)
# Before the box where a table number is typed.
chart-toolbar-table = Tisch
chart-toolbar-table-label = Zur Tischnummer springen
chart-toolbar-go = Los
chart-toolbar-zoom = Zoom
# The key in brackets does the same.
chart-toolbar-zoom-out = Verkleinern (−)
chart-toolbar-zoom-fit-title = Ganzer Saal (0)
# A short button: the whole room in view.
chart-toolbar-zoom-fit = Alles
chart-toolbar-zoom-in = Vergrößern (+)

## SearchBox.svelte: die Spielersuche des Plans, mit den besten Treffern schon beim Tippen
seat-search-placeholder = Spieler suchen (Name oder Nummer)
seat-search-label = Spieler nach Name oder Nummer suchen

## MovesList.svelte: die offenen Wechsel neben dem Plan, für den Floor
moves-list-title = Offene Wechsel
# The tables as a list of short names: T4, T7.
moves-list-breaking = WIRD AUFGELÖST: { $tables }
moves-list-hold-play = SPIEL ANHALTEN: { $tables }
moves-list-final-table =
    { $seats ->
        [one] FINALTISCH: T{ $table }, { $seats } Platz
       *[other] FINALTISCH: T{ $table }, { $seats } Plätze
    }
moves-list-final-table-redraw =
    { $seats ->
        [one] FINALTISCH: T{ $table }, { $seats } Platz, Plätze neu ausgelost
       *[other] FINALTISCH: T{ $table }, { $seats } Plätze, Plätze neu ausgelost
    }
# Why a move happens ("balance"), and the tables whose button is not known.
moves-list-button-unknown = { $kind } · Button unbekannt an { $tables }
moves-list-none = Keine Wechsel offen.

## TableOval.svelte: ein Tisch des Plans, als Oval mit Nummer, Zustand und Plätzen gezeichnet
# The table's state on the felt, in capitals.
table-oval-breaking = WIRD AUFGELÖST
table-oval-hold-play = SPIEL ANHALTEN
# The same in one short word, very large, under a table drawn small (at most about 8 letters).
table-oval-breaking-short = AUFLÖSUNG
table-oval-hold = HALT
# What a screen reader says for a table.
table-oval-label =
    { $state ->
        [breaking] Tisch { $table }, { $players } von { $size } Plätzen besetzt, wird aufgelöst
        [hold] Tisch { $table }, { $players } von { $size } Plätzen besetzt, Spiel anhalten
        [both] Tisch { $table }, { $players } von { $size } Plätzen besetzt, wird aufgelöst, Spiel anhalten
       *[none] Tisch { $table }, { $players } von { $size } Plätzen besetzt
    }

## SeatBox.svelte: ein Platz einer Tischzeichnung (Nummer, Kurzname, was ihn besonders macht)
# An empty seat.
seat-box-open = frei
# A seat held by the TD, by the server's key for the hold: in the seat's title, and in
# capitals as the name in the seat's box.
seat-box-hold =
    { $hold ->
        [locked] gesperrt
       *[reserved] reserviert
    }
seat-box-hold-name =
    { $hold ->
        [locked] GESPERRT
       *[reserved] RESERVIERT
    }
# In the seat's corner: where its player moves to, where the player moving in comes from
# (T is table, S is seat, as the moves write them: T4 S2).
seat-box-to = →T{ $table } S{ $seat }
seat-box-from = ←T{ $table } S{ $seat }
# The seat's title; who is the player's name or a word above. The lines after it add
# to the title, each in turn: title is what came before.
seat-box-title = Platz { $seat }: { $who }
seat-box-title-out = { $title }, wechselt an Tisch { $table } Platz { $seat }
seat-box-title-in = { $title }, { $name } kommt von Tisch { $table }
# bounty is written: "$50".
seat-box-title-bounty = { $title }, { $bounty } Bounty auf dem Kopf

## RoleMark.svelte: der Dealer-Button und die Blinds auf einer Tischzeichnung (eine Scheibe mit einem oder zwei Buchstaben)
# On the disc: the dealer button, the small blind, the big blind.
role-mark-button = D
role-mark-small-blind = SB
role-mark-big-blind = BB
# The disc's title.
role-mark-button-title = Dealer-Button
role-mark-small-blind-title = Small Blind
role-mark-big-blind-title = Big Blind

## TableScreen.svelte: die Plätze eines Tisches auf einem Tablet am Tisch (das Layout „Ein Tisch“ eines Bildschirms)
table-screen-title = Tisch { $table }
# The dealer button beside a seat, and its title.
table-screen-button = D
table-screen-button-title = Button
table-screen-not-in-play = Tisch { $table } ist nicht im Spiel.
# A move that concerns this table: who, from where, to where.
table-screen-move = { $name }: Tisch { $from_table } Platz { $from_seat } → Tisch { $to_table } Platz { $to_seat }

## ChipCountsPanel.svelte: die Chipcount-Rangliste auf der Anzeige zwischen den Tagen
chip-counts-players =
    { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }
# The seat the redraw gave (T is table, S is seat: T4 S2).
chip-counts-seat = T{ $table } S{ $seat }
# The players whose chips are not counted yet.
chip-counts-waiting = { $count } noch nicht gezählt

## DrawCheck.svelte: auf der Anzeige nach einer versiegelten Platzauslosung, wo jeder sie prüfen kann (ein Link und ein QR-Code)
draw-check-qr-alt = QR-Code der Prüfung der Platzauslosung
# Followed by the check page's address.
draw-check-label = Platzauslosung prüfen:
draw-check-code = versiegelter Code { $code }

## Remote.svelte: a phone or tablet as a remote control (the clock, the desk, a table's own screen).
# The variable what is the server's phrase: "the clock of event #2".
remote-paired = { $device }: darf { $what } bedienen
remote-tab-clock = Uhr
remote-tab-table = Tisch { $table }
remote-tab-desk = Spieler und Tische
# The time left in the period, and the players still in.
remote-time-players =
    { $count ->
        [one] { $time } · { $count } Spieler
       *[other] { $time } · { $count } Spieler
    }
# The clock's state (running, paused…), and the players still in.
remote-status-players =
    { $count ->
        [one] { $status } · { $count } Spieler
       *[other] { $status } · { $count } Spieler
    }
remote-connecting = Verbindung zu Turnier #{ $event }…

## RemoteDesk.svelte: the phone remote's desk (find a player by seat, hand-for-hand, moves, counts).
remote-desk-seat-empty = Platz { $seat } an Tisch { $table } ist frei
remote-desk-no-table = Es gibt keinen Tisch { $table }
# The variable tables is a list: "table 2", "tables 2, 3 and 7".
remote-desk-done-waiting = Hier fertig; warten auf { $tables }
remote-desk-table-done = Tisch { $table } hat die Hand beendet
remote-desk-still-playing = Noch im Spiel: { $tables }
remote-desk-find = Suchen
remote-desk-loading = Spieler werden geladen…

## VerifyPage.svelte: the page anyone opens to check an event's seat draw and its log (/verify/ID).
verify-page-title = Prüfen · { $event_name }
verify-draw-fair = Die Platzauslosung ist korrekt
verify-no-draw = Noch keine Auslosung
verify-draw-unfair = Die Platzauslosung ist nicht korrekt
# Followed by the commitment's code.
verify-commitment = Siegel:
verify-dealt-again = Die Auslosung, erneut ausgeführt
verify-seed = Startwert
verify-secret = Geheimwert (von der Auslosung offengelegt)
verify-it-gives = Er ergibt das Siegel
# After the commitment the revealed secret gives: the same as (=), or not (≠), the one shown.
verify-same-as-shown = = das vor der Auslosung gezeigte
verify-not-as-shown = ≠ das vor der Auslosung gezeigte
verify-seated-at = Sitzt an
verify-seed-deals = Der Startwert ergibt
verify-no-seat = kein Platz
# The variables are shown as code: a command line, a felt command, a source file.
verify-how = Prüfen Sie es selbst: { $command } gibt das Siegel aus, und { $verify } auf einer Kopie der Datenbank dieses Turniers oder der offene Code in { $source } verteilt die Plätze erneut.
verify-later = Spätere Zufallsauslosungen: Plätze und Chip-Races
# A later draw in the log: its record number, what it was (the log's words), its seed.
verify-later-same = #{ $seq } { $what }: mit Startwert { $seed } identisch erneut ausgeführt
verify-later-same-undone = #{ $seq } { $what } (rückgängig gemacht): mit Startwert { $seed } identisch erneut ausgeführt
verify-later-different = #{ $seq } { $what }: NICHT das, was Startwert { $seed } ergibt
verify-later-different-undone = #{ $seq } { $what } (rückgängig gemacht): NICHT das, was Startwert { $seed } ergibt
verify-undone = Zwischendurch rückgängig gemacht
# The variable code is the commitment's first characters, shown as code.
verify-commitment-undone = Siegel { $code } (Eintrag #{ $seq }) wurde rückgängig gemacht.
verify-draw-undone = Eine Auslosung mit Startwert { $seed } (Eintrag #{ $seq }) wurde rückgängig gemacht.
# The variable problems is the server's words.
verify-draw-undone-bad = Eine Auslosung mit Startwert { $seed } (Eintrag #{ $seq }) wurde rückgängig gemacht; sie war nicht korrekt: { $problems }.
verify-log-intact = Das Protokoll ist unverändert
verify-log-changed = Das Protokoll wurde verändert
# Followed by the log's last hash.
verify-last-hash = Letzter Hash:
verify-checking = Turnier #{ $event } wird geprüft…

## Pair.svelte: a phone or tablet pairs itself with Felt by the console's QR code (/pair).
pair-no-code = Diese Seite braucht den Code aus der Konsole: Scannen Sie den QR-Code erneut.
# The variable what is the server's phrase: "the desk of event #3".
pair-paired = Gekoppelt als { $name }: Dieses Gerät darf { $what } bedienen.
pair-go-on = Weiter
pair-intro = Koppeln Sie dieses Gerät mit dem Felt des Turnierleiters.
pair-name = Name dieses Geräts
pair-claim = Koppeln

## NightDisplay.svelte: the TV of a dealer's-choice night (/night/ID): the game called, the limit, the dealers.
# The night could not be read: its number and the server's words.
night-display-missing = Abend #{ $night }: { $error }
night-display-connecting = Verbindung wird hergestellt…
night-display-ended = { $title } · der Abend ist beendet
night-display-deal = Runde { $deal } · { $dealer } gibt
night-display-calls-first = { $dealer } sagt das erste Spiel an
# The heading before the first dealer is drawn.
night-display-dealers-choice = Dealer’s Choice
night-display-first-dealer-how = Es werden offene Karten ausgeteilt, bis ein Bube kommt: Dessen Spieler gibt zuerst.
# The most a bet may be now.
night-display-limit = Limit
# The next limit, the local time it starts and the time left until then: "$2.00 from 23:00 · in 0:45".
night-display-next-limit = { $limit } ab { $at } · in { $time_left }
night-display-next-to-deal = Als Nächstes gibt
night-display-offline = Keine Verbindung: Der letzte Stand wird angezeigt

## HelpPage.svelte: the TD's guide at /help (the page around the guide's chapters, which stay in English).
# The browser tab's title.
help-page-doc-title = Felt — Handbuch
help-page-title = Felt-Handbuch
help-page-search = Im Handbuch suchen
help-page-back = Zurück zur Konsole
# The list of the guide's chapters beside them.
help-page-contents = Inhalt
help-page-nothing = Nichts im Handbuch enthält „{ $query }“.
# The sections that hold every word searched (the English says "say" even for one).
help-page-found =
    { $count ->
        [one] { $count } Abschnitt enthält „{ $query }“.
       *[other] { $count } Abschnitte enthalten „{ $query }“.
    }

## Refusals: why an action was refused (nothing changed). A refusal starts lower case:
## the doors put it after the player's, table's or level's name, or show it alone.
# A refusal not yet in the message files, in English whatever the language.
refusal-english = { $text }
# Where the clock is: "level 4, 12:00 left".
refusal-clock-at = { $period }, noch { $left }
refusal-clock-already-started = die Uhr läuft bereits ({ $at })
refusal-clock-not-started = die Uhr wurde noch nicht gestartet; zuerst starten
refusal-clock-not-running = die Uhr ist bereits angehalten ({ $at })
refusal-clock-not-paused = die Uhr läuft bereits ({ $at })
refusal-no-next-level = { $at } ist die letzte Periode der Struktur; es gibt kein nächstes Level
refusal-no-previous-level = { $at } ist die erste Periode der Struktur; es gibt kein vorheriges Level
refusal-no-such-period = Periode { $period } gibt es nicht; die Struktur hat die Perioden 0 bis { $last }
refusal-remaining-out-of-range = die Restzeit muss zwischen 0:01 und 24:00:00 liegen, nicht { $requested }
refusal-subtract-too-much = { $at } hat noch { $left }; { $taken } abzuziehen würde es beenden (stattdessen nächstes Level)
refusal-add-too-much = { $added } zu { $at } hinzuzufügen ergäbe mehr als 24 Stunden auf der Uhr
refusal-day-already-ended = der Tag ist bereits beendet ({ $at })
refusal-counts-tracked = in diesem Turnier wird jeder Spieler einzeln geführt: Spieler registrieren oder ausscheiden lassen, statt den Zähler { $counter } zu ändern
refusal-event-over = das Turnier ist vorbei ({ $what }): die Aktion rückgängig machen, die es beendet hat, um weiterzuspielen
refusal-event-over-unknown = es ist beendet
refusal-bad-announcement = eine Nachricht an die Anzeigen hat 1 bis { $max } Zeichen; diese hat { $found }
refusal-language-unchanged = die Sprache des Turniers ist bereits { $language }: nichts zu ändern
refusal-language-unchanged-browsers = das Turnier folgt bereits der Sprache jedes Browsers: nichts zu ändern
refusal-unknown-language = Felt hat keine Sprache „{ $asked }“; es spricht { $known }
refusal-nothing-to-undo = es gibt nichts rückgängig zu machen
refusal-nothing-to-redo = es gibt nichts zu wiederholen
refusal-not-in-effect = Aktion #{ $seq } ist nicht in Kraft: sie wurde bereits rückgängig gemacht oder gehört nicht zu diesem Turnier
refusal-not-undone = Aktion #{ $seq } ist nicht rückgängig gemacht: nur rückgängig gemachte Aktionen können wiederholt werden
refusal-count-out-of-range = der Zähler { $counter } kann nicht von { $from } auf { $to } gehen: { $why }
refusal-count-negative = der Wert kann nicht negativ sein
refusal-count-million = ein Turnier zählt höchstens 1.000.000
refusal-count-players-are-entries = jeder verbliebene Spieler ist bereits als noch aktives Entry gezählt
refusal-count-more-players = mehr Spieler als Entries
counter-entries = „Entries“
counter-players = „verbliebene Spieler“
counter-add-ons = „Add-ons“

## Refusals of players and seats (refusal-field-*): the field's, its entries', its draw's.
# An entry as a refusal names it.
refusal-field-entry-named = Eintrag { $entry } ({ $name })
refusal-field-entry = Eintrag { $entry }
refusal-field-empty-name = ein Spieler braucht einen Namen
refusal-field-name-too-long = der Name „{ $name }“ ist länger als { $max } Zeichen
# $what: one of the refusal-name-* below; $code: the character's code point in hex ("202E").
refusal-name-character = der Name „{ $name }“ enthält { $what } an Zeichen { $position } (U+{ $code }): den Namen ohne dieses Zeichen neu eingeben
refusal-name-control = ein Steuerzeichen
refusal-name-direction = eine Rechts-nach-links- oder Links-nach-rechts-Umkehrung oder -Markierung
refusal-name-invisible = ein unsichtbares Zeichen
refusal-name-joiner = einen unsichtbaren Verbinder am Anfang oder Ende
refusal-field-duplicate-name = { $name } ist bereits als Eintrag { $entry } registriert
refusal-field-duplicate-name-busted = { $name } ist bereits als Eintrag { $entry } registriert und ausgeschieden: stattdessen einen Re-Entry erfassen
refusal-field-duplicate-number = die Spielernummer { $number } hat bereits Eintrag { $entry } ({ $name })
refusal-field-no-such-entry = in diesem Turnier gibt es keinen Eintrag { $entry }
# $why: one of the refusal-field-split-* below.
refusal-field-bad-split = das Ausscheiden von Eintrag { $entry } { $why }
refusal-field-split-one-winner = nennt nur einen Gewinner: ihn stattdessen als den Spieler mit dem Knockout angeben
refusal-field-split-knocker-not-first = nennt Eintrag { $knocker } als den Spieler mit dem Knockout, aber nicht als ersten Gewinner des Pots
refusal-field-split-no-share = gibt { $who } keinen Anteil am Pot
refusal-field-split-twice = nennt { $who } zweimal unter den Gewinnern des Pots
refusal-field-ticket-used = der Platz, den Eintrag { $entry } in Turnier #{ $satellite } gewonnen hat, wurde bereits eingelöst, von { $name }
# $why: one of the refusal-field-state-* below, said of the entry.
refusal-field-entry-state = Eintrag { $entry } ({ $name }) { $why }
refusal-field-state-busted-already = ist bereits ausgeschieden
refusal-field-state-not-seated = hat keinen Platz
refusal-field-state-cannot-win-bounty = ist nicht mehr im Turnier und kann daher keine Bounty gewinnen
refusal-field-state-no-count = ist nicht mehr im Spiel und hat daher keinen Chipstand
refusal-field-state-no-count-at-stop = ist nicht mehr im Spiel und hat daher beim Abbruch keinen Chipstand
refusal-field-state-zero-chips = kann nicht mit 0 Chips gezählt werden: den Spieler stattdessen ausscheiden lassen
refusal-field-state-needs-count = ist noch im Spiel und braucht einen Chipstand
refusal-field-state-re-entered-already = hat bereits einen Re-Entry gemacht
refusal-field-state-not-busted = ist nicht ausgeschieden und kann daher keinen Re-Entry machen
refusal-field-state-not-registered = ist nicht registriert und im Spiel
refusal-field-state-carried-in = kam mit in einem Flight eingetüteten Chips in den Day 2: ein Spieler, der nicht zurückkommt, wird ausgeblindet und scheidet aus, statt abgemeldet zu werden
refusal-field-state-not-in = ist nicht im Turnier
refusal-field-state-cannot-bust = ist nicht im Spiel und kann daher nicht ausscheiden
refusal-field-registration-closed = die Late Registration wurde mit dem Ende von Level { $level } geschlossen
# $moment: where play stands ("level 4"); $window: "levels 1 to 6" or "the break after level 4".
refusal-field-re-entry-closed = { $name } kann bei { $moment } keinen Re-Entry machen: Re-Entries gibt es während { $window }
# $place: the place the player finished in ("3rd").
refusal-field-re-entry-cashed = { $name } ist als { $place } ins Geld gekommen und kann keinen Re-Entry machen: wer im Geld war, ist endgültig draußen
refusal-field-no-re-entry = dieses Turnier hat keinen Re-Entry
refusal-field-re-entry-limit =
    { $limit ->
        [one] { $name } hat den { $limit } erlaubten Re-Entry bereits genutzt
       *[other] { $name } hat alle { $limit } erlaubten Re-Entries bereits genutzt
    }
refusal-field-already-drawn = die Plätze sind bereits ausgelost; späte Spieler bekommen ihren Platz bei der Registrierung
refusal-field-already-committed = die Platzauslosung ist bereits versiegelt ({ $commitment }); dieses Siegel rückgängig machen, um ein neues zu erstellen
# $found: what was sent, in quotes.
refusal-field-bad-commitment = ein Siegel hat 64 Hex-Zeichen (den SHA-256 des Geheimwerts der Auslosung); gefunden: { $found }
refusal-field-bad-commitment-none = ein Siegel hat 64 Hex-Zeichen (den SHA-256 des Geheimwerts der Auslosung); gefunden: nichts (der Server erstellt das Siegel)
refusal-field-draw-not-committed = diese Auslosung wurde nicht versiegelt, daher gibt es keinen Geheimwert offenzulegen
refusal-field-draw-must-reveal = die Auslosung ist mit { $commitment } versiegelt: sie muss diesen Geheimwert offenlegen (dieses Felt bewahrt ihn; eine Auslosung aus einer anderen Datenbank kann das nicht)
refusal-field-reveal-malformed = der offengelegte Geheimwert hat nicht 64 Hex-Zeichen
refusal-field-reveal-wrong-secret = der offengelegte Geheimwert ergibt das Siegel { $gives }, nicht das vor der Auslosung gezeigte { $committed }
refusal-field-reveal-wrong-seed = Startwert { $seed } ist nicht der Startwert des versiegelten Geheimwerts ({ $committed })
refusal-field-not-drawn = die Plätze sind noch nicht ausgelost
refusal-field-nobody-waiting = niemand wartet auf einen Platz: jeder verbliebene Spieler sitzt
refusal-field-too-few-to-draw =
    { $players ->
        [one] { $players } Spieler kann nicht gesetzt werden: die Auslosung braucht mindestens 2
       *[other] { $players } Spieler können nicht gesetzt werden: die Auslosung braucht mindestens 2
    }
# $capacity: the seats the room can use (held seats left out).
refusal-field-room-too-small = der Raum hat { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tische
    } mit { $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätzen
    } ({ $capacity } nutzbar), nicht genug für { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
refusal-field-play-started = das Spiel hat begonnen: Eintrag { $entry } ({ $name }) kann nur noch ausscheiden, nicht abgemeldet werden
refusal-field-last-player = { $name } ist der letzte verbliebene Spieler und gewinnt das Turnier; es gibt niemanden mehr, der ausscheiden kann
refusal-field-move-twice = der Platzwechsel von Eintrag { $entry } ({ $name }) steht zweimal in der Liste
refusal-field-count-twice = Eintrag { $entry } ({ $name }) ist zweimal gezählt
refusal-field-no-counts = es wurde kein Chipstand angegeben
refusal-field-same-destination = zwei Platzwechsel führen an Tisch { $table }, Platz { $seat }
refusal-field-not-win-the-button = dieses Turnier wird nicht mit Win-the-Button gespielt
refusal-field-button-unknown = für Tisch { $table } ist kein Button erfasst; ihn vor dem Gewinner der Hand erfassen
refusal-field-h4h-already-on = Hand-for-Hand läuft bereits
refusal-field-h4h-already-off = Hand-for-Hand ist bereits aus
refusal-field-h4h-off = Hand-for-Hand ist aus
# $waiting: the tables still playing the hand ("tables 2 and 5").
refusal-field-table-already-done = Tisch { $table } hat Hand { $hand } bereits als beendet gemeldet; es fehlt noch: { $waiting }
refusal-field-self-knockout = Eintrag { $entry } kann nicht Eintrag { $entry } rausnehmen
refusal-field-not-shootout = dieses Turnier ist kein Shootout
refusal-field-table-decided =
    { $advance ->
        [one] an Tisch { $table } ist nur noch { $advance } Spieler, der weiterkommt: dort scheidet in dieser Runde niemand mehr aus
       *[other] an Tisch { $table } sind nur noch die { $advance } Spieler, die weiterkommen: dort scheidet in dieser Runde niemand mehr aus
    }
refusal-field-winners-count =
    { $want ->
        [one] an Tisch { $table } kommt { $want } Spieler weiter, nicht { $got }
       *[other] an Tisch { $table } kommen { $want } Spieler weiter, nicht { $got }
    }
# $tables: the tables still playing, as a list ("[2, 5]").
refusal-field-round-not-over = die Runde ist nicht vorbei: an Tisch(en) { $tables } wird noch gespielt
refusal-field-not-held = Platz { $seat } an Tisch { $table } ist nicht zurückgehalten
# $why: one of the refusal-field-redraw-* below, said of the redraw.
refusal-field-redraw = die Neuauslosung { $why }
refusal-field-redraw-between-days = findet zwischen den Spieltagen statt: zuerst die Uhr anhalten oder den Tag beenden
refusal-field-redraw-needs-counts = nach Chipstand braucht den Chipstand jedes Spielers: { $who } hat keinen (die Chipstände erfassen oder zufällig neu auslosen)
# $why: one of the refusal-field-carry-* below.
refusal-field-carry-in = die Flights können nicht übernommen werden: { $why }
refusal-field-carry-has-entries = dieses Turnier hat bereits Einträge; die Flights in ein neues Turnier übernehmen
refusal-field-carry-no-flight = es ist kein Flight angegeben
refusal-field-carry-no-player = kein Spieler hat in den Flights Chips eingetütet
refusal-field-carry-flight-twice = Turnier #{ $event } ({ $name }) ist zweimal angegeben
refusal-field-carry-fees = Turnier #{ $event } ({ $name }) hat mehr Gebühren einbehalten, als es eingenommen hat
# $player: the player's line in the list (1 for the first).
refusal-field-carry-no-name = Spieler { $player } hat keinen Namen
refusal-field-carry-player-twice = { $who } steht zweimal in der Liste (Spieler { $first } und { $second }); ein Spieler bringt einen Stack mit
refusal-field-carry-no-bag = { $who } bringt aus keinem Flight einen Beutel mit
refusal-field-carry-bag-not-flight = der Beutel von { $who } stammt aus Turnier #{ $event }, das keiner der Flights ist
refusal-field-carry-bag-twice = Eintrag { $entry } von Turnier #{ $event } ({ $name }) wird zweimal übernommen
refusal-field-carry-bag-no-chips = der Beutel von { $who } aus Turnier #{ $event } ({ $name }) hat keine Chips
refusal-field-carry-wrong-chips = { $who } bringt { $chips } Chips mit, aber die Flight-Regel ergibt für diese Beutel { $want }
refusal-field-carry-over-limit = die übernommenen Stacks ergeben zusammen { $total } Chips, mehr als Felts Grenze von { $max }
refusal-field-carry-survivors = Turnier #{ $event } ({ $name }) hatte { $survivors ->
        [one] { $survivors } Spieler, der weiterkam
       *[other] { $survivors } Spieler, die weiterkamen
    }, aber { $bags ->
        [one] { $bags } Beutel daraus ist
       *[other] { $bags } Beutel daraus sind
    } aufgeführt
refusal-field-carry-not-a-flight = Turnier #{ $event } ({ $name }) ist selbst ein Day 2, kein Flight
refusal-field-carry-no-count = { $who } aus Turnier #{ $event } ({ $name }) hat keinen Chipstand: zuerst die Chips jedes Spielers eintüten
# $position: the player's line in the list; $error: why that player was refused.
refusal-field-in-list = Spieler { $position } der Liste ({ $name }): { $error }; es wurde niemand registriert
refusal-field-empty-list = die Liste enthält keinen Spieler zum Registrieren
refusal-field-list-too-long = die Liste hat { $found ->
        [one] { $found } Spieler
       *[other] { $found } Spieler
    }, mehr als die { $max }, die eine Aktion registriert

## Refusals of seats and tables (refusal-seat-*).
refusal-seat-no-such-table = Tisch { $table } gibt es nicht
refusal-seat-table-already-open = Tisch { $table } ist bereits geöffnet
refusal-seat-bad-table-size =
    { $size ->
        [one] Tisch { $table } kann nicht { $size } Platz haben (2 bis 12 erlaubt)
       *[other] Tisch { $table } kann nicht { $size } Plätze haben (2 bis 12 erlaubt)
    }
refusal-seat-table-not-empty =
    { $players ->
        [one] an Tisch { $table } sitzt noch { $players } Spieler
       *[other] an Tisch { $table } sitzen noch { $players } Spieler
    }
# $size: the table's seats.
refusal-seat-no-such-seat = Platz { $seat } gibt es an Tisch { $table } nicht (Plätze 1 bis { $size })
refusal-seat-taken = Platz { $seat } an Tisch { $table } ist bereits von Spieler { $player } besetzt
# $hold: one of the refusal-seat-hold-* below.
refusal-seat-held = Platz { $seat } an Tisch { $table } ist { $hold }
refusal-seat-hold-locked = gesperrt
refusal-seat-hold-reserved-for = für Spieler { $player } reserviert
refusal-seat-hold-reserved = reserviert
refusal-seat-already-seated = Spieler { $player } sitzt bereits an Tisch { $table }, Platz { $seat }
refusal-seat-not-seated = Spieler { $player } hat keinen Platz
refusal-seat-not-at = Spieler { $player } sitzt an Tisch { $actual_table }, Platz { $actual_seat }, nicht an Tisch { $table }, Platz { $seat }
refusal-seat-duplicate-player = Spieler { $player } steht zweimal in der Liste
refusal-seat-not-enough-seats = { $players ->
        [one] { $players } Spieler passt
       *[other] { $players } Spieler passen
    } nicht auf { $seats ->
        [one] den { $seats } freien Platz
       *[other] die { $seats } freien Plätze
    }
refusal-seat-no-open-seat = für Spieler { $player } ist kein Platz mehr frei: einen weiteren Tisch öffnen
refusal-seat-duplicate-table = Tisch { $table } steht zweimal in der Tischreihenfolge
refusal-seat-too-few-hand-winners = die Gewinner der Hand müssen mindestens { $min } sein, nicht { $got }
refusal-seat-too-few-open-tables = es müssen mindestens { $min } Tische offen sein, nicht { $got }
refusal-seat-too-few-players = es müssen mindestens { $min } Spieler sein, nicht { $got }
refusal-seat-too-few-advancing = von jedem Tisch müssen mindestens { $min } Spieler weiterkommen, nicht { $got }
refusal-seat-too-few-seats-above-advancing = jeder Tisch braucht mindestens { $min } Plätze mehr, als Spieler weiterkommen, nicht { $got }
refusal-seat-first-threshold-too-small = die erste Ausscheidungsschwelle muss mindestens { $min } sein, nicht { $got }
refusal-seat-not-at-table = Spieler { $player } sitzt nicht an Tisch { $table }
refusal-seat-wrong-winner-count =
    { $advance ->
        [one] an Tisch { $table } kommt { $advance } Spieler weiter, nicht { $got }
       *[other] an Tisch { $table } kommen { $advance } Spieler weiter, nicht { $got }
    }
refusal-seat-missing-winner = für Tisch { $table } ist noch kein Gewinner erfasst
# $seats: seats per table; $max: the most players the rounds hold.
refusal-seat-field-too-large = ein Feld von { $players } passt nicht in { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    } an { $seats }er-Tischen (höchstens { $max })
refusal-seat-thresholds-not-rising = die Ausscheidungsschwellen müssen steigen: { $next } folgt auf { $prev }
refusal-seat-no-bust = Spieler { $player } hat kein Ausscheiden, das rückgängig gemacht werden kann
refusal-seat-busted-twice = Spieler { $player } ist zweimal ausgeschieden
refusal-seat-more-busts-than-field = { $busted ->
        [one] { $busted } Ausscheiden erfasst
       *[other] { $busted } Ausscheiden erfasst
    }, aber das Feld hat nur { $field ->
        [one] { $field } Eintrag
       *[other] { $field } Einträge
    }

## Refusals of the money end (refusal-results-*): the payouts' lock, savers, a deal.
refusal-results-no-prizes = dieses Turnier zahlt keine Preise aus: seine Struktur hat kein [money] und keine [payouts]
refusal-results-prizes-unknown = die Preise lassen sich noch nicht berechnen: { $why }
refusal-results-nobody-entered = es hat sich noch niemand eingetragen
refusal-results-already-locked =
    { $entries ->
        [one] die Auszahlungen sind bereits bei { $entries } Eintrag fixiert
       *[other] die Auszahlungen sind bereits bei { $entries } Einträgen fixiert
    }
refusal-results-not-locked = die Auszahlungen sind nicht fixiert
refusal-results-not-tracked = in diesem Turnier werden die Spieler nicht einzeln geführt, daher kann kein Deal erfasst werden
refusal-results-too-few-for-deal = ein Deal braucht mindestens 2 verbliebene Spieler, nicht { $players }
refusal-results-already-dealt = es ist bereits ein Deal erfasst; ihn rückgängig machen, bevor ein neuer erfasst wird
refusal-results-savers-after-deal = Saver kommen vor einem Deal: der Deal verteilt bereits, was übrig ist
refusal-results-savers-locked = die Auszahlungen sind fixiert; zuerst die Fixierung aufheben, denn Saver kommen aus dem Preispool, aus dem die Plätze bezahlt werden
refusal-results-saver-count = { $savers ->
        [one] { $savers } Saver
       *[other] { $savers } Saver
    } bei { $left ->
        [one] { $left } verbliebenem Spieler
       *[other] { $left } verbliebenen Spielern
    }: mindestens zwei Spieler müssen ohne Saver weiterspielen
# $place: a finishing place ("3rd").
refusal-results-zero-saver = der Saver für Platz { $place } ist 0
refusal-results-saved-twice = Platz { $place } hat bereits einen Saver
# $names: the entries that have not agreed; $count: how many.
refusal-results-savers-not-agreed =
    { $count ->
        [one] { $names } hat den Savern nicht zugestimmt
       *[other] { $names } haben den Savern nicht zugestimmt
    }
refusal-results-savers-too-large = die Saver ({ $savers }) müssen kleiner sein als die noch zu verteilenden Preise ({ $prizes })
refusal-results-missing = { $who } ist noch im Spiel und muss Teil des Deals sein
refusal-results-not-in-play = { $who } ist kein verbliebener Spieler
refusal-results-listed-twice = { $who } steht zweimal im Deal
refusal-results-not-agreed =
    { $count ->
        [one] { $names } hat dem Deal nicht zugestimmt
       *[other] { $names } haben dem Deal nicht zugestimmt
    }
refusal-results-amount-count = der Deal nennt { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }, aber { $amounts ->
        [one] { $amounts } Betrag
       *[other] { $amounts } Beträge
    }
refusal-results-wrong-sum = der Deal zahlt { $paid } aus, aber die noch auszuzahlenden Preise ({ $prizes }) abzüglich der { $play_for }, um die weitergespielt wird, ergeben { $expected }
refusal-results-play-for-too-large = { $play_for }, um die weitergespielt wird, sind mehr als die { $prizes }, die noch auszuzahlen sind
refusal-results-stack-count = es wurden { $stacks ->
        [one] { $stacks } Chipstand
       *[other] { $stacks } Chipstände
    } für { $players ->
        [one] { $players } verbliebenen Spieler
       *[other] { $players } verbliebene Spieler
    } angegeben
refusal-results-custom-proposal = ein freier Deal hat keinen Vorschlag; die Spieler legen die Beträge selbst fest

## Refusals of chips (refusal-chips-*): lammers, purchases, chip races.
# $who: the entry; $why: the rule's refusal.
refusal-chips-who = { $who }: { $why }
refusal-chips-no-lammers = dieses Turnier hat keine Lammer
refusal-chips-deadline-applied = die Lammer-Frist wurde bereits angewendet
refusal-chips-no-such-table = Tisch { $table } ist nicht geöffnet
# $why: one of the refusal-chips-race-* below.
refusal-chips-race-not-from-seed = das Chip-Race an Tisch { $table } ist nicht das Race, das sein Startwert ergibt: { $why }
refusal-chips-race-over-limit = Chip-Race an Tisch { $table }: { $why }
refusal-chips-damaged = das Protokoll enthält eine Lammer-Änderung für Eintrag { $entry }, die das Lammer-Buch ablehnt: { $why }
refusal-chips-race-lists = es nennt { $counts ->
        [one] die Zählung von { $counts } Platz
       *[other] die Zählungen von { $counts } Plätzen
    }, { $others ->
        [one] die übrigen Chips von { $others } Platz
       *[other] die übrigen Chips von { $others } Plätzen
    } und { $received ->
        [one] die erhaltenen Chips von { $received } Platz
       *[other] die erhaltenen Chips von { $received } Plätzen
    }
refusal-chips-race-no-seed = seine Art des Race teilt keine Karten aus, daher hat es keinen Startwert
# $chip: the value of the chip received; $dealt: how many of them the seed deals the seat.
refusal-chips-race-seat = Platz { $seat } erhält laut Protokoll { $got ->
        [one] { $got } Chip
       *[other] { $got } Chips
    } zu { $chip }; Startwert { $seed } gibt ihm { $dealt }
refusal-chips-race-values = es verzeichnet { $removed } entfernt und { $added } zurückgegeben; Startwert { $seed } ergibt { $before } und { $after }
refusal-lammer-unknown-player = Spieler { $player } hat nie Lammer erhalten
refusal-lammer-none-left = Spieler { $player } hat keine Lammer mehr zum Einlösen
refusal-lammer-too-many =
    { $asked ->
        [one] Spieler { $player } will { $asked } Lammer einlösen, hat aber { $held }
       *[other] Spieler { $player } will { $asked } Lammer einlösen, hat aber { $held }
    }
refusal-lammer-zero-count = Spieler { $player }: eine Einlösung braucht mindestens einen Lammer
refusal-lammer-past-deadline = Spieler { $player }: Level { $level } liegt nach der Einlösefrist (Ende von Level { $deadline })
refusal-lammer-deadline-not-reached = die Frist (Ende von Level { $deadline }) ist bei Level { $level } noch nicht abgelaufen
# $kind: what is bought: rebuy, add-on or re-entry.
refusal-purchase-not-offered =
    { $kind ->
        [rebuy] dieses Turnier bietet keinen Rebuy an
        [add-on] dieses Turnier bietet kein Add-on an
       *[re-entry] dieses Turnier bietet keinen Re-Entry an
    }
# $moment: where play stands ("level 4"); $window: when it is sold ("levels 1 to 6").
refusal-purchase-outside-window =
    { $kind ->
        [rebuy] Spieler { $player }: kein Rebuy bei { $moment }; es gibt ihn während { $window }
        [add-on] Spieler { $player }: kein Add-on bei { $moment }; es gibt es während { $window }
       *[re-entry] Spieler { $player }: kein Re-Entry bei { $moment }; es gibt ihn während { $window }
    }
refusal-purchase-window-levels = Level { $from } bis { $until }
# $bought: one of the refusal-purchase-rebuys, -add-ons, -re-entries below.
refusal-purchase-limit-reached = Spieler { $player } hatte bereits { $bought }, die Grenze pro Spieler
refusal-purchase-rebuys =
    { $count ->
        [one] { $count } Rebuy
       *[other] { $count } Rebuys
    }
refusal-purchase-add-ons =
    { $count ->
        [one] { $count } Add-on
       *[other] { $count } Add-ons
    }
refusal-purchase-re-entries =
    { $count ->
        [one] { $count } Re-Entry
       *[other] { $count } Re-Entries
    }
refusal-purchase-stack-too-big =
    { $kind ->
        [rebuy] Spieler { $player } hat { $stack } Chips; einen Rebuy gibt es nur mit { $at_most } oder weniger
        [add-on] Spieler { $player } hat { $stack } Chips; ein Add-on gibt es nur mit { $at_most } oder weniger
       *[re-entry] Spieler { $player } hat { $stack } Chips; einen Re-Entry gibt es nur mit { $at_most } oder weniger
    }
refusal-purchase-not-busted =
    { $kind ->
        [rebuy] Spieler { $player } ist noch im Spiel: einen Rebuy gibt es nur für ausgeschiedene Spieler
        [add-on] Spieler { $player } ist noch im Spiel: ein Add-on gibt es nur für ausgeschiedene Spieler
       *[re-entry] Spieler { $player } ist noch im Spiel: einen Re-Entry gibt es nur für ausgeschiedene Spieler
    }
refusal-purchase-busted = Spieler { $player } ist ausgeschieden: ein Add-on gibt es nur für Spieler, die noch im Spiel sind

## Refusals of knockouts and bounties (refusal-bounty-*, refusal-pko-*).
refusal-bounty-busted-twice = Spieler { $player } scheidet zweimal durch Knockout aus
refusal-bounty-own-bounty = Spieler { $player } kann durch sein Ausscheiden nicht seine eigene Bounty gewinnen
refusal-bounty-no-winner = der Knockout von Spieler { $player } nennt keinen Gewinner
refusal-bounty-winner-already-out = Spieler { $winner } hat die Bounty von Spieler { $busted } gewonnen, nachdem er selbst ausgeschieden war
refusal-bounty-unknown-player = Spieler { $player } ist kein Teilnehmer
refusal-bounty-progressive = die progressiven Bounties gehen nicht auf: { $why }
refusal-pko-not-in = Spieler { $player } ist kein Teilnehmer, der noch im Turnier ist
refusal-pko-no-winner = der Knockout von Spieler { $player } nennt keinen Gewinner mit Anteil am Pot
refusal-pko-own-knockout = Spieler { $player } kann nicht den Pot gewinnen, in dem er ausscheidet
refusal-pko-winner-twice = Spieler { $player } steht zweimal unter den Gewinnern eines Pots
refusal-pko-not-over =
    { $players ->
        [one] das Turnier ist gewonnen, während noch { $players } Spieler im Spiel ist
       *[other] das Turnier ist gewonnen, während noch { $players } Spieler im Spiel sind
    }
# $kind: the contribution's kind as the code names it (Entry, ReEntry, Rebuy, AddOn); amounts in cents.
refusal-pool-fee-above-price = Beitrag { $index } ({ $kind }): die Gebühr { $fee } ist höher als sein Preis { $price }
refusal-pool-savers-above-pool = Saver von { $savers } sind mehr als der Preispool von { $pool }
refusal-pool-overflow = der Preispool läuft über

## Refusals of Felt's limits (refusal-limit-*). $field: the input's name as the request gives it
## ("small_blind"); $noun: one of the units below.
refusal-limit-value = { $field } { $given } ist mehr als Felts Grenze von { $limit } { $noun }
refusal-limit-count = { $field } mit { $given } { $noun } liegt über Felts Grenze von { $limit }
refusal-limit-total = { $field } mit zusammen { $given } { $noun } liegt über Felts Grenze von { $limit }
refusal-limit-entries = Einträgen
refusal-limit-places-paid = bezahlten Plätzen
refusal-limit-players = Spielern
refusal-limit-players-at-a-table = Spielern an einem Tisch
refusal-limit-seats = Plätzen
refusal-limit-savers = Savern
refusal-limit-chips = Chips
refusal-limit-minor-units = kleinsten Währungseinheiten

## Refusals of changes to a running structure (refusal-structure-*).
# $what: the period ("level 4", "the break after level 4"), its first letter made a capital.
refusal-structure-no-such-period = die Struktur hat { $count ->
        [one] { $count } Periode
       *[other] { $count } Perioden
    } (0 bis { $last }); eine Periode { $period } gibt es nicht
refusal-structure-played = { $what } ist bereits gespielt: gespielte Perioden ändern sich nie
refusal-structure-in-play = { $what } läuft gerade: ein späteres Level ändern oder eines danach hinzufügen
# $ran: the time it has run, as a clock writes it ("12:00").
refusal-structure-shorter-than-run = { $what } läuft bereits { $ran }: mehr Zeit geben oder zum nächsten Level gehen
refusal-structure-not-a-level = { $what } ist eine Pause: eine Pause hat kein Spiel und keine Einsätze zum Ändern
refusal-structure-not-started = die Uhr wurde noch nicht gestartet: sie vor einer Pause starten
refusal-structure-on-break = { $what } ist bereits eine Pause: stattdessen ihre Länge ändern
refusal-structure-minutes = { $minutes } Minuten liegen außerhalb des Bereichs: eine Periode dauert 1 bis 1440 Minuten
refusal-structure-level-minutes = Level { $level }: die Minuten müssen zwischen 1 und { $max } liegen, nicht { $found }
refusal-structure-break-minutes = eine Pause dauert 1 bis { $max } Minuten, nicht { $found }
# $games: the event's games, "Name (id)" each.
refusal-structure-no-such-game = dieses Turnier spielt kein Spiel „{ $name }“; seine Spiele sind { $games }
refusal-structure-level-unreadable = Level { $level }: die Einsätze konnten nicht gelesen werden
refusal-structure-nothing-to-repeat = die Struktur hat kein Level, das wiederholt werden kann
refusal-structure-edit-no-such-period = die Struktur hat { $count ->
        [one] { $count } Periode
       *[other] { $count } Perioden
    }; eine Periode { $period } gibt es nicht
refusal-structure-edit-not-a-level = Periode { $period } ist eine Pause, kein Level
refusal-structure-edit-duration = eine Periode dauert 1 ms bis einen Tag, nicht { $duration_ms } ms
## How an event ended, inside a sentence.
over-won = { $name } hat gewonnen
over-stopped = das Spiel wurde beendet und die verbliebenen Spieler nach Chips platziert
over-chopped = die verbliebenen Spieler haben einen Deal über alle restlichen Preise gemacht
over-counted = nur noch ein Spieler ist übrig
over-seats =
    { $seats ->
        [one] die verbliebenen Spieler haben je einen Satellite-Platz gewonnen ({ $seats } Platz)
       *[other] die verbliebenen Spieler haben je einen Satellite-Platz gewonnen ({ $seats } Plätze)
    }

## keys.ts: the console's keyboard, as the help overlay lists it (each key's name, then what it does)
keys-space-enter = Leertaste oder Eingabe
keys-space-enter-does = Uhr starten, anhalten oder fortsetzen
keys-backspace = Rücktaste
keys-backspace-does = Die Uhr-Tasten unten entsperren (oder sperren)
keys-up-down = Pfeil hoch / runter
keys-up-down-does = Eine Minute mehr / weniger (nur entsperrt)
keys-left-right = Pfeil links / rechts
keys-left-right-does = Voriges / nächstes Level (nur entsperrt)
keys-page-up-down = Bild auf / Bild ab
keys-page-up-down-does = Ein Spieler mehr / weniger
keys-home-end = Pos1 / Ende
keys-home-end-does = Ein Entry mehr / weniger
keys-insert-delete = Einfg / Entf
keys-insert-delete-does = Ein Add-on mehr / weniger
keys-m = M
keys-m-does = Töne stumm- oder einschalten
keys-g = G
keys-g-does = Den Ton zum Levelwechsel noch einmal abspielen
keys-f1 = F1 oder /
keys-f1-does = Diese Hilfe zeigen oder ausblenden
keys-escape = Esc
keys-escape-does = Diese Hilfe schließen

## showdown.ts: the showdown judge's form, its default hand names and what is missing before asking
showdown-seat-name = Platz { $seat }
showdown-board-hint = { $groups } Karten
showdown-board-hint-words = { $groups } Karten: { $words }
showdown-pick-game = Wählen Sie das Spiel.
showdown-no-hand = Geben Sie mindestens eine Hand ein.
showdown-hand-name = Geben Sie einen Namen für die Hand { $cards } an.
showdown-put-not-chips = { $name }: „{ $text }“ ist keine Anzahl Chips.
showdown-not-declared = { $name } hat nicht angesagt: High, Low oder beide Richtungen.
showdown-pot-not-chips = Der Pot: „{ $text }“ ist keine Anzahl Chips.
showdown-chip-not-chips = Der kleinste Chip: „{ $text }“ ist keine Anzahl Chips.
showdown-roll = Geben Sie die gewürfelte Zahl für das Low an (2 bis 12).
showdown-wild = Geben Sie den wilden Rang oder die wilde Karte dieser Hand an (oder „none“).

## chips.ts: the ante calculator's and chip race helper's checks of what was typed, and the race's results in words
chips-players-not-whole = Spieler muss eine ganze Zahl von Chips sein, gefunden: „{ $text }“
chips-stack-not-whole = Stack muss eine ganze Zahl von Chips sein, gefunden: „{ $text }“
chips-give-removed = Geben Sie den Chip an, der entfernt wird.
chips-give-next = Geben Sie den Chip an, zu dem er wird.
chips-seat-not-chips = Platz { $seat }: „{ $text }“ ist keine Anzahl Chips.
chips-seed-not-whole = Der Startwert „{ $text }“ ist keine ganze Zahl.
# A seat's outcome: "1 exchanged + 1 raced = 2 × 100".
chips-exchanged = { $count } getauscht
chips-raced = { $count } im Race
chips-race-out-chip = 1, damit nicht ausgeschieden
chips-nothing = nichts
chips-times = { $count } × { $chip }
chips-outcome = { $parts } = { $total }
# The race in one line, the parts joined by " · ".
chips-summary-raced = { $count } × { $chip } im Race
chips-summary-rounding = Rundung { $amount } in Chips
chips-summary-not-raced-out =
    { $count ->
        [one] nicht ausgeschieden: Platz { $seats }
       *[other] nicht ausgeschieden: Plätze { $seats }
    }
chips-summary-seed = von der App gegeben, Startwert { $seed }

## deal.ts: the deal form's checks before a proposal or a deal is sent
deal-custom-no-proposal = ein individueller Deal hat keinen Vorschlag: Geben Sie die Beträge ein
deal-chips-missing = die Chipzahl von { $name } fehlt
deal-play-for-not-amount = „{ $text }“ zum Spielen um ist kein Betrag
deal-amount-not-amount = der Betrag für { $name } ist kein Betrag

## night.ts: a home game night's results
# A player who won and lost nothing over the night.
night-result-even = ausgeglichen

## series.ts: what is wrong with a series' points rule as typed
series-rule-best = Beste N Turniere: eine ganze Zahl von Turnieren, oder leer für alle
series-rule-scale = Der Faktor ist eine ganze Zahl größer als null
series-rule-places = Punkte nach Platz sind ganze Zahlen, durch Kommas getrennt
series-rule-formula = Geben Sie die Formel ein

## slides.ts: fitting a picture to the displays before it is uploaded
slides-cannot-draw = dieser Browser kann das Bild nicht zeichnen

## draft.ts: where in the structure file a finding of the file checker is ("Level 4, stakes"); the key after the comma is the file's own name for it
draft-place-structure = Die Struktur
draft-place-break = Pause (Zeile { $row })
draft-place-level = Level { $level }
draft-place-game = Spiel { $number }
draft-place-chip = Chip { $number }
draft-place-payouts-row = Auszahlungen, Zeile { $row }
draft-place-field = { $place }, { $field }

## sections.ts: the structure editor's sections and fields: titles, labels and hints (the words in a hint before a colon, like "repeat" or "race", are the file's own choices and stay as typed)
sections-price = Preis
sections-price-hint = was der Spieler zahlt, Gebühr inbegriffen
sections-of-which-fee = Davon Gebühr
sections-most-per-player = Höchstens pro Spieler
sections-most-per-player-hint = leer: keine Grenze
sections-from-level = Ab Level
sections-until-the-end-of-level = Bis zum Ende von Level
sections-only-at-the-break-after-level = Nur in der Pause nach Level
sections-stack-at-most = Nur mit einem Stack von höchstens
sections-stack-at-most-hint =
    { $offer ->
        [re-entry] Chips, für einen Re-Entry
        [rebuy] Chips, für einen Rebuy
       *[add-on] Chips, für ein Add-on
    }
sections-event = Turnier
sections-name = Name
sections-event-number = Turniernummer
sections-description = Beschreibung
sections-starting-stack = Startstack
sections-seats-a-table = Plätze pro Tisch
sections-level-length-min = Leveldauer (Min.)
sections-level-length-hint = Levels ohne eigene Dauer
sections-ante-posted-as = Ante gesetzt als
sections-game-rotation = Spielrotation
sections-game-rotation-hint = Spiel-Ids der Reihe nach; ein Level ohne Spiel spielt das nächste
sections-after-the-last-level = Nach dem letzten Level
sections-after-last-hint = repeat (Standard): die letzten Levels noch einmal; double; oder stop hält die Uhr an
sections-chip-races = Chip-Races
sections-chip-races-hint = race (Standard, TDA); classic: die höchste Karte bekommt alles
sections-late-registration = Late Registration
sections-open-until-the-end-of-level = Offen bis zum Ende von Level
sections-re-entry = Re-Entry
sections-rebuys = Rebuys
sections-add-on = Add-on
sections-lammers = Lammer
sections-lammers-per-entry = Lammer pro Entry
sections-chips-each = Chips pro Stück
sections-redeem-by-the-end-of-level = Einlösen bis zum Ende von Level
sections-left-at-the-deadline = Übrig bei Fristende
sections-big-blind-ante = Big-Blind-Ante
sections-rule-set = Regelwerk
sections-ante-amount = Höhe der Ante
sections-reduced-at-players = Reduziert ab Spielerzahl
sections-reduced-to = Reduziert auf
sections-short-stack-posts = Kurzer Stack setzt
sections-money = Geld
sections-currency = Währung
sections-buy-in = Buy-in
sections-buy-in-hint = Gebühr inbegriffen
sections-guarantee = Garantie
sections-payouts = Auszahlungen
sections-special-formats = Sonderformate
sections-win-the-button = Button gewinnen
sections-bounty-on-each-player = Bounty auf jeden Spieler
sections-progressive-knockout = Progressive Knockout (die Hälfte jeder Bounty auf den Kopf des Gewinners)
sections-next-level-after-eliminations = Nächstes Level nach Ausscheidungen
sections-eliminations-hint = Heimspiel: Die Blinds steigen alle N Ausgeschiedenen
sections-hard-stop-after-min = Hard Stop nach (Min.)
sections-bomb-pots = Bomb Pots
sections-jam-or-fold = Jam or Fold
sections-seating-and-balancing = Platzierung und Ausgleich
sections-balance-trigger = Ausgleichen, wenn Tische um mehr abweichen als
sections-hold-play-gap = Spiel anhalten, wenn Tische abweichen um
sections-break-tables = Tische auflösen
sections-tables-in-the-room = Tische im Saal
sections-button-unknown-start-at = Button unbekannt: beginnen bei
sections-final-table-seats = Plätze am Finaltisch
sections-redraw-at-the-final-table = Neu auslosen am Finaltisch
sections-hand-for-hand-seconds = Hand-for-Hand-Sekunden

## session.svelte.ts: what a command came to, and a refusal for want of the token
session-sent-to-desk = An den Turniertisch gesendet, wartet auf den TD: { $text }
# $message: the server's refusal, without a final full stop.
session-enter-token = { $message }. Geben Sie oben das TD-Token ein.

## prize.ts: what a money box takes, and a question about an amount a hundred times a usual one
# $unit: dollars, euros, pounds or other (a currency without a word here); $code: the currency's code.
prize-money-unit =
    { $unit ->
        [dollars] Dollar
        [euros] Euro
        [pounds] Pfund
       *[other] ganze Einheiten
    } ({ $code })
prize-money-question = Ist { $amount } richtig? Dieses Feld nimmt { $unit }, nicht Cent: { $hundredth } wären { $cents } als Cent eingegeben.

## events.ts: an event's name in the console, its id first and its series number after
events-label = #{ $id } { $name }
events-label-number = #{ $id } { $name } (Nr. { $number })

## reach.ts: why another device cannot open an address the console shows
reach-not-an-address = { $address } ist keine Adresse, die ein anderes Gerät öffnen kann.
reach-this-computer = { $host } ist dieser Computer selbst: Ein Telefon oder Fernseher kann sie nicht öffnen.
reach-not-on-lan = Felt antwortet nur diesem Computer, bis es für das LAN geöffnet ist.

## seating/confirm.ts: what is wrong with the destinations the TD typed for the moves
seating-confirm-not-numbers = { $name }: Das Ziel muss eine Tischnummer und eine Platznummer sein.
seating-confirm-same-seat = { $name } und { $other } kämen beide an Tisch { $table }, Platz { $seat }.

## seating/model.ts: the seating chart's words for a seat, a table and a move
# A seated player the room does not name, by entry number.
seating-model-entry = Eintrag { $entry }
# A table's state, written without colour (on the TV, on paper).
seating-model-breaking = WIRD AUFGELÖST
seating-model-hold-play = SPIEL ANHALTEN
# A seat as moves are read out on the floor: "T4 S2" (table 4, seat 2).
seating-model-seat-label = T{ $table } P{ $seat }
# Why a move happens.
seating-model-move-break = Tisch wird aufgelöst
seating-model-move-final = Finaltisch
seating-model-move-balance = Ausgleich

## api/http.ts: a request that got no answer from the server, or no answer in words
http-offline = Felt ist nicht erreichbar: Läuft der Server?
# $status: the HTTP status code ("502").
http-status = der Server antwortete mit { $status }


## Refusals of the API: what was asked for is not there, or cannot be done now.
refusal-no-such-event = in dieser Datenbank gibt es kein Turnier #{ $id }
refusal-no-such-structure = in der Strukturbibliothek gibt es keine Struktur #{ $id }
refusal-no-such-slide = es gibt keine Folie #{ $id }
refusal-no-such-chapter = die Sprache { $lang } hat hier kein Kapitel { $chapter } der Anleitung
refusal-no-such-game = kein Spiel und keine Variante im Katalog heißt „{ $name }“
refusal-no-such-night = in dieser Datenbank gibt es keinen Abend #{ $id }
refusal-no-such-series = in dieser Datenbank gibt es keine Serie #{ $id }
refusal-no-such-player = im Register gibt es keinen Spieler #{ $id }
refusal-no-such-device = es gibt kein gekoppeltes Gerät #{ $id }
refusal-no-such-backup = es gibt keine Sicherung namens „{ $name }“ (felt backup list zeigt sie)
refusal-event-running = Turnier #{ $id } läuft: vor dem Löschen die Uhr anhalten (oder es zu Ende spielen)
refusal-structure-errors =
    die Strukturdatei hat Fehler:
    { $list }
refusal-bounty = die erfassten Knockouts gehen nicht auf: { $why }
refusal-replay = das Protokoll von Turnier #{ $id } lässt sich nicht nachspielen: { $why }
refusal-damaged = Turnier #{ $id } ist schreibgeschützt: { $problem }; die beschädigte Aktion #{ $seq } rückgängig machen (beiseitelegen), um weiterzumachen
refusal-print = Drucken nicht möglich: { $why }
refusal-fault = Turnier #{ $id }: { $what } ist in Felt fehlgeschlagen ({ $message }); andere Turniere sind nicht betroffen
refusal-internal = Felt ist beim Antworten intern fehlgeschlagen ({ $message }); neu laden, um zu sehen, was gespeichert ist

## Refusals of what a request sent, said where the API checks it (refusal-api-*). Names,
## fields and values the request gave come in as sent.
refusal-api-one-of = { $names } oder { $last }
refusal-api-one-name = { $name }
refusal-api-must-be-quoted = { $name } muss { $what } sein, erhalten: „{ $found }“
refusal-api-must-be = { $name } muss { $what } sein, erhalten: { $found }
refusal-api-unknown-parameter = unbekannter Parameter „{ $name }“; dieser Rechner nimmt { $known }
refusal-api-missing = { $name } fehlt
refusal-api-missing-give = { $name } fehlt: { $what } angeben
refusal-api-what-chips = eine ganze Zahl von Chips
refusal-api-what-players = die Zahl der Spieler am Tisch (2 oder mehr)
refusal-api-what-level = eine Level-Nummer
refusal-api-what-whole = eine ganze Zahl
refusal-api-what-counts = eine Liste mit einer Zählung pro Platz
refusal-api-what-others = eine Liste mit einem Eintrag pro Platz
refusal-api-what-cards = eine Liste von Karten wie ["As", "Td"] oder eine Liste pro Platz
refusal-api-what-chips-or-null = eine ganze Zahl von Chips oder null
refusal-api-body-object = der Inhalt muss ein JSON-Objekt mit { $fields } sein
refusal-api-race-unknown-field = unbekanntes Feld „{ $name }“; ein Chip-Race nimmt { $known }
refusal-api-race-no-counts = counts fehlt: für jeden Platz die Zahl der entfernten Chips angeben, Platz 1 zuerst
refusal-api-race-seat-must-be = { $list }: Platz { $seat } muss { $what } sein, erhalten: { $found }
refusal-api-race-seat-cards = cards: Platz { $seat } muss Karten als Text wie "As" angeben, erhalten: { $found }
refusal-api-race-card = cards: Karte { $card } muss Text wie "As" sein, erhalten: { $found }
refusal-api-race-lists-differ =
    { $n ->
        [one] { $list } nennt { $n } Platz, counts aber { $seats }
       *[other] { $list } nennt { $n } Plätze, counts aber { $seats }
    }
refusal-api-race-cards-or-seed = entweder cards (die gegebenen Karten) oder seed (die App gibt) angeben, nicht beides
refusal-api-no-level = die Struktur hat kein Level
refusal-api-no-shipped-structure = es gibt keine mitgelieferte Struktur namens { $name }
refusal-api-command-fields = der Befehl { $name } kann mit diesen Feldern nicht ausgeführt werden: { $why }
refusal-api-not-json = der Inhalt ist kein JSON: { $why }
refusal-api-not-request = kein gültiger Inhalt ({ $what }): { $why }
refusal-api-what-judge = Showdown zum Beurteilen
refusal-api-what-payouts = Auszahlungsanfrage
refusal-api-what-icm = ICM-Anfrage
refusal-api-what-chop = Chop-Anfrage
refusal-api-what-seat-draw = Platzauslosungs-Anfrage
refusal-api-no-counts = für { $names } ist kein Chipcount erfasst: zuerst die Counts erfassen (oder die Stacks mit dem TD-Token senden)
refusal-api-lang-field = lang: { $why }
refusal-api-window-too-big =
    { $max ->
        [one] count: ein Ausschnitt umfasst höchstens { $max } Tisch (verlangt: { $asked })
       *[other] count: ein Ausschnitt umfasst höchstens { $max } Tische (verlangt: { $asked })
    }
refusal-api-token-file-other = die Token-Datei { $file } enthält nicht das TD-Token dieser Datenbank: ein neues mit `felt token --new` erstellen
refusal-api-token-file-missing = diese Datenbank speichert nur einen Hash ihres TD-Tokens und die Token-Datei { $file } fehlt: ein neues Token mit `felt token --new` erstellen
refusal-api-clock-start = { $var }={ $text } ist kein Zeitpunkt nach RFC 3339 (wie 2026-11-27T22:59:40-08:00): { $why }
refusal-api-draft-object = ein Entwurf ist ein Objekt mit den Schlüsseln der Strukturdatei (name, starting_stack, levels, ...)
refusal-api-player-name = Name
refusal-api-player-nickname = Spitzname
refusal-api-player-number = Mitgliedsnummer
refusal-api-player-club = Club
refusal-api-player-notes = Notizen
refusal-api-player-field-too-long = das Feld { $what } ist länger als { $max } Zeichen
refusal-api-player-field-character = das Feld { $what } enthält { $why } an Zeichen { $position } (U+{ $code })
refusal-api-player-name-taken = { $name } ist bereits Spieler #{ $id } ({ $other }): stattdessen die beiden zusammenführen
refusal-api-player-number-taken = die Mitgliedsnummer { $number } gehört bereits { $other } (Spieler #{ $id })
refusal-api-player-edit = Spieler #{ $id }: { $why }
refusal-api-player-merge-same = Spieler #{ $keep } ({ $name }) und Spieler #{ $other } sind bereits derselbe Spieler
refusal-api-player-merge-numbers = { $keep } (#{ $keep-id }) hat die Mitgliedsnummer { $a } und { $other } (#{ $other-id }) hat { $b }: vor dem Zusammenführen eine davon löschen
refusal-api-import-refused =
    { $n ->
        [one] der Import wurde abgelehnt, nichts wurde geändert ({ $n } fehlerhafte Zeile): { $problems }
       *[other] der Import wurde abgelehnt, nichts wurde geändert ({ $n } fehlerhafte Zeilen): { $problems }
    }
refusal-api-import-empty = die Datei enthält keinen Spieler zum Importieren
refusal-api-import-too-big = die Datei hat { $bytes } Bytes, mehr als die Importgrenze von { $max } (etwa { $players } Spieler)
refusal-api-import-open-quote = Zeile { $line }: ein Anführungszeichen öffnet einen Wert, der nie geschlossen wird (ein Wert in Anführungszeichen endet mit einem Anführungszeichen; eines darin wird doppelt geschrieben)
refusal-api-import-headers = Zeile 1: die Spaltennamen sind nicht lesbar: { $why }
refusal-api-import-no-headers = Zeile 1 muss die Spalten benennen (name, nickname, number, club, notes)
refusal-api-import-no-column = die Zuordnung nennt eine Spalte "{ $column }", die die Datei nicht hat (ihre Spalten: { $columns })
refusal-api-import-same-field = die Spalten { $columns } füllen alle dasselbe Feld: eine davon zuordnen und die anderen überspringen
refusal-api-import-no-names = keine Spalte enthält die Namen: eine davon "name" zuordnen (die Spalten sind: { $columns })
refusal-api-import-too-many = Zeile { $line }: die Datei hat mehr als { $max } Spieler, die Importgrenze: sie in zwei teilen
refusal-api-slide-name = der Name einer Folie hat 1 bis { $max } Zeichen
refusal-api-slide-not-base64 = das Bild der Folie „{ $name }“ ist nicht base64: { $why }
refusal-api-slide-too-big = „{ $name }“ hat { $kb } KB; eine Folie hat höchstens { $max } KB (die Konsole passt ein Bild vor dem Senden auf 1920x1080 an)
refusal-api-slide-not-image = „{ $name }“ kann keine Folie sein: { $why }
refusal-api-slide-too-many =
    { $max ->
        [one] es gibt bereits { $max } Folie: zuerst eine entfernen
       *[other] es gibt bereits { $max } Folien: zuerst eine entfernen
    }
refusal-api-slide-seconds = eine Folie wird 5 bis 120 Sekunden gezeigt, nicht { $seconds }
refusal-api-screen-name = der Name eines Bildschirms hat 1 bis 40 Zeichen; { $name } nicht
refusal-api-screen-id = die ID eines Bildschirms besteht aus 4 bis 64 Buchstaben, Ziffern, „-“ oder „_“
refusal-api-screen-unknown = kein Bildschirm { $id } hat sich bei diesem Felt gemeldet
refusal-api-screen-no-table = { $name }: angeben, welchen Tisch die Tisch-Ansicht zeigt
refusal-api-screen-not-connected = kein Bildschirm { $id } ist verbunden
refusal-api-restore-no-file = es gibt keine Datei { $file }
refusal-api-restore-in-use = { $file } ist die verwendete Datenbank: eine Sicherung oder die Datenbank eines anderen Rechners angeben
refusal-api-restore-stage = { $name } kann nicht bereitgestellt werden: { $why }
refusal-api-restore-put-back = { $name } konnte die Datenbank nicht ersetzen ({ $why }): sie wurde aus { $backup } wiederhergestellt, wie sie war
refusal-api-restore-put-back-failed = { $name } konnte die Datenbank nicht ersetzen ({ $why }), und das Zurücksetzen aus { $backup } ist auch fehlgeschlagen ({ $again }): { $backup } über den Namen wiederherstellen
refusal-api-restore-staging-folder = der Bereitstellungsordner { $folder } kann nicht angelegt werden: { $why }
refusal-api-repair-nothing = Turnier #{ $id } hat keine beschädigte Aktion: nichts beiseitezulegen
refusal-api-repair-other-record = die beschädigte Aktion von Turnier #{ $id } ist #{ $damaged }, nicht #{ $seq }
refusal-api-repair-changed = Turnier #{ $id } hat sich während der Reparatur geändert: es noch einmal ansehen
refusal-api-night-record-unreadable = Eintrag #{ $seq } des Abends ist nicht lesbar: { $why }
refusal-api-night-record-stale = Eintrag #{ $seq } des Abends gilt nicht mehr: { $why }
refusal-api-series-rule-unreadable = die Regel der Serie #{ $id } ist nicht lesbar: { $why }
refusal-api-series-name = eine Serie braucht einen Namen mit 1 bis 120 Zeichen
refusal-api-series-has-event = Turnier #{ $event } ({ $name }) ist bereits in dieser Serie
refusal-api-series-lacks-event = Turnier #{ $event } ist nicht in dieser Serie
refusal-api-day-two-by-hand = ein Day 2 wird aus seinen Flights gebildet, die Felt selbst liest: POST /api/days verwenden (felt event day2)
refusal-api-day-two-no-flights = die Flights nennen, die in Day 2 zusammengeführt werden
refusal-api-day-two-twice = Turnier #{ $id } ist zweimal genannt
refusal-api-day-two-untracked = Turnier #{ $id } ({ $name }) erfasst seine Spieler nicht einzeln, hat also keine Überlebenden zum Übernehmen
refusal-api-day-two-pko = Turnier #{ $id } ({ $name }) ist ein Progressive Knockout: seine Kopfgelder gehen nicht über Flights hinweg, deshalb führt Felt keine PKO-Flights zusammen
refusal-api-day-two-over = Turnier #{ $id } ({ $name }) ist beendet: es hat keinen Day 2
refusal-api-day-two-not-ended = Turnier #{ $id } ({ $name }) hat seinen Tag nicht beendet: zuerst den Tag beenden und die Chips eintüten
refusal-api-day-two-carried = Turnier #{ $id } ({ $name }) ist bereits in Turnier #{ $day2 } ({ $day2-name }) übernommen
refusal-api-day-two-other-structure = Turnier #{ $id } ({ $name }) wird nicht mit derselben Struktur gespielt wie Turnier #{ $first } (Stack, Buy-in und Level müssen übereinstimmen)
refusal-api-device-what-clock = die Uhr von Turnier #{ $event }
refusal-api-device-what-desk = den Turniertisch von Turnier #{ $event }
refusal-api-device-what-table = Tisch { $table } von Turnier #{ $event }
refusal-api-device-what-a-table = einen Tisch von Turnier #{ $event }
refusal-api-device-no-table = ein Gerät für einen Tisch braucht die Tischnummer
refusal-api-device-no-such-table = Turnier #{ $event } hat keinen Tisch { $table } im Spiel
refusal-api-device-name = der Name eines Geräts hat höchstens 60 Zeichen
refusal-api-device-code-used = dieser Kopplungscode ist nicht mehr gültig (jeder Code gilt einmal, zehn Minuten lang): den TD um einen neuen bitten
refusal-api-device-revoked = Gerät #{ $id } ({ $name }) wurde bereits gesperrt
refusal-api-device-may-run = { $name } darf nur { $what } bedienen: { $why }
refusal-api-device-may-work = { $name } darf nur an { $what } arbeiten: { $why }
refusal-api-device-other-event = Turnier #{ $id } ist ein anderes Turnier
refusal-api-device-ask-td = für Aktionen des Turniertischs den TD fragen
refusal-api-device-undo-td = dieses Rückgängig oder Wiederholen betrifft die Struktur, die Sperre der Auszahlungen oder einen Deal, und die sind Sache des TD
refusal-api-device-td-only = die Struktur, die Sperre der Auszahlungen und Deals sind Sache des TD
refusal-api-device-counts-here = nur Counts von Spielern an diesem Tisch
refusal-api-device-table-actions = Ausscheiden, Chipcounts, der Button, gewonnene Hände und Hand-for-Hand-Hände an diesem Tisch
refusal-api-device-other-table = das ist an Tisch { $table }
refusal-api-device-not-seated = dieser Spieler sitzt nicht dort
refusal-api-lan-host-name = „{ $name }“ ist kein Hostname: Buchstaben, Ziffern, Punkte und Bindestriche, wie ein Browser ihn vor dem Port zeigt (felt.lan, tv-room.local)
refusal-api-lan-no-server = es läuft kein Server, der sich dem LAN öffnen könnte
refusal-api-lan-fixed = Felt wurde mit --lan gestartet: es lauscht im LAN, bis es ohne diese Option neu gestartet wird
refusal-api-lan-no-port = im LAN konnte kein Port geöffnet werden: { $why }
refusal-api-report-none = Turnier #{ $id } hat keine Tischmeldung #{ $report }
refusal-api-report-declined = Tischmeldung #{ $report } von { $device } wurde bereits abgelehnt
refusal-api-report-applied = Tischmeldung #{ $report } von { $device } wurde bereits übernommen
refusal-api-report-decided = über Tischmeldung #{ $report } wurde inzwischen an einem anderen Turniertisch entschieden
refusal-api-device-launch-token = das Token dieses Fensters wird bei jedem Start der Desktop-App neu erstellt; sie für ein neues neu starten
refusal-api-busy-wait = Felt ist mit anderen Berechnungen beschäftigt; gleich noch einmal versuchen
refusal-api-busy-long = diese Berechnung dauert länger als 20 Sekunden: eine kleinere anfordern
refusal-api-draft-bad-key = der Entwurf hat einen Schlüssel mit Zeilenumbruch oder Steuerzeichen ({ $key }): die Schlüssel einer Strukturdatei sind Namen auf einer Zeile
refusal-api-draft-unwritable = der Entwurf kann nicht als Strukturdatei geschrieben werden: { $why }
refusal-api-draft-unkeepable = der Entwurf kann nicht als Strukturdatei gespeichert werden: { $why }
refusal-api-draft-no-template = es gibt keine Vorlage namens { $name }; die Vorlagen sind { $templates }
refusal-api-draft-no-name = eine Struktur braucht einen Namen
refusal-api-house-list-empty = mindestens ein Spiel für die Hausliste nennen
refusal-api-propose-no-stack = zuerst den Startstack festlegen
refusal-api-propose-no-chips = zuerst den Chipsatz hinzufügen: die Level werden aus seinen Chips gebildet
refusal-api-propose-rotation = die Rotation nennt { $id }, das keines der Spiele ist
refusal-api-propose-no-game = zuerst ein Spiel hinzufügen (mit Familie und Setzform)
refusal-api-propose-nothing-to-extend = es gibt keine eingegebenen Level zum Verlängern: Level für die ganze Struktur vorschlagen
refusal-api-ticket-same-event = ein in Turnier #{ $id } gewonnener Platz kann keinen Einstieg in dasselbe Turnier bezahlen
refusal-api-ticket-not-satellite = Turnier #{ $sat } ({ $sat-name }) ist kein Satellite: seine Plätze gewinnen keine Tickets
refusal-api-ticket-other-target = die Tickets von Turnier #{ $sat } ({ $sat-name }) gelten für „{ $target }“, nicht für Turnier #{ $id } ({ $name })
refusal-api-ticket-still-playing = Turnier #{ $sat } ({ $sat-name }) läuft noch: seine Tickets sind noch nicht gewonnen
refusal-api-ticket-holder = { $name } (Entry { $entry })
refusal-api-ticket-no-seat = Entry { $entry } von Turnier #{ $sat } hat kein Ticket gewonnen (die Tickets gingen an { $holders })
refusal-api-ticket-other-holder = das Ticket aus Turnier #{ $sat } gehört { $holder }, nicht { $name }
refusal-api-ticket-used = das Ticket von { $holder } aus Turnier #{ $sat } wurde bereits verwendet, in Turnier #{ $event } ({ $event-name }) als Entry { $entry }
refusal-api-night-time-zone = „{ $name }“ ist keine Zeitzone: eine so angeben, wie die tz-Datenbank sie nennt (America/Los_Angeles, Europe/London, Asia/Tokyo)
refusal-api-night-step-time = die Uhrzeit der Limit-Stufe „{ $time }“ ist keine Uhrzeit wie 23:00
refusal-api-night-offset = ein UTC-Versatz von { $minutes } Minuten wird von keiner Uhr verwendet
refusal-api-night-offset-range = ein UTC-Versatz außerhalb des Bereichs
refusal-api-restore-cannot-open = { $name } kann nicht geöffnet werden: { $why }
refusal-api-restore-not-database = { $name } ist keine Datenbank: { $why }
refusal-api-restore-newer = { $name } wurde von einem neueren Felt geschrieben (Schema { $version }; dieses Felt kennt bis { $known }): zuerst Felt aktualisieren
refusal-api-restore-unreadable-whole = { $name } kann nicht vollständig gelesen werden: { $why }
refusal-api-restore-damaged = { $name } ist beschädigt: { $why }
refusal-api-restore-unreadable = { $name } kann nicht gelesen werden: { $why }
refusal-api-restore-no-version = { $name } ist keine Felt-Datenbank (sie hat keine Felt-Schemaversion)
refusal-api-restore-schema-of = Felt kann sein Schema { $version } nicht beschreiben: { $why }
refusal-api-restore-not-whole-at = { $name } ist keine vollständige Felt-Datenbank (Schema { $version }): { $gap }
refusal-api-restore-migrate = { $name } kann nicht auf das Schema dieses Felt gebracht werden: { $why }
refusal-api-restore-schema = Felt kann sein Schema nicht beschreiben: { $why }
refusal-api-restore-not-whole = { $name } ist keine vollständige Felt-Datenbank: { $gap }
refusal-api-restore-events = { $name }: die Turniere darin können nicht gelesen werden: { $why }
refusal-api-restore-log = { $name }: das Protokoll von Turnier #{ $id } kann nicht gelesen werden: { $why }
refusal-api-restore-log-broken = { $name }: das Protokoll von Turnier #{ $id } ({ $event }) ist nicht vollständig: { $why }
refusal-api-restore-gap-table = ihr fehlt die Tabelle { $table }
refusal-api-restore-gap-column = ihrer Tabelle { $table } fehlt die Spalte { $column }
refusal-api-restore-gap-type = ihre Spalte { $table }.{ $column } ist { $found }, wo Felt { $kind } schreibt

## Paper: die Wörter, die alle Ausdrucke teilen (Anzahlen, Spaltentitel).
paper-players =
    { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }
paper-chips =
    { $count ->
        [one] { $count } Chip
       *[other] { $count } Chips
    }
paper-levels =
    { $count ->
        [one] { $count } Level
       *[other] { $count } Level
    }
paper-percent = { $n } %
paper-total = Summe
paper-no-results = Noch keine Ergebnisse.
paper-col-with-currency = { $title } ({ $currency })
paper-col-seat = Platz
paper-col-player = Spieler
paper-col-players = Spieler
paper-col-entry = Eintrag
paper-col-game = Spiel
paper-col-time = Zeit
paper-col-limit = Limit

## Paper: das Strukturblatt.
paper-sheet-title = { $title }: Struktur
paper-after-last-double = Nach dem letzten Level wiederholen sich die letzten Level mit verdoppelten Einsätzen.
paper-after-last-stop = Die Uhr hält am Ende des letzten Levels an.
paper-col-starts = Beginn
paper-col-level = Level
paper-col-betting = Limit
paper-col-minutes = Minuten
paper-col-notes = Hinweise
paper-high-card = höchste Karte
paper-starts-at-start = zu Beginn
paper-starts-after-out = nach { $count } Ausgeschiedenen
paper-end-of-day = Ende des Spieltags
paper-break-length = Pause, { $minutes } Min.
paper-colour-up = Colour-up: Chip Race für { $chips }
paper-fact-game = Spiel
paper-fact-games = Spiele
paper-fact-starting-stack = Startstack
paper-fact-table-size = Tischgröße
paper-fact-levels = Level
paper-fact-chips = Chips
paper-fact-chip-races = Chip Races
paper-fact-buy-in = Buy-in
paper-fact-guarantee = Garantie
paper-fact-late-registration = Late Registration
paper-fact-lammers = Lammer
paper-fact-bba = Big-Blind-Ante
paper-fact-rebuy = Rebuy
paper-fact-add-on = Add-on
paper-fact-re-entry = Re-Entry
paper-fact-format = Format
paper-race-race = eine Karte je überzähligem Chip; die überzähligen Chips, auf den nächsten neuen Chip gerundet, gehen einzeln an die besten Karten; niemand scheidet durch das Race aus
paper-race-one-per-winner = eine Karte je überzähligem Chip; die ganzen neuen Chips, die die überzähligen ergeben, gehen einzeln an die besten Karten; niemand scheidet durch das Race aus
paper-race-round = ohne Karten; die überzähligen Chips jedes Spielers werden auf den nächsten neuen Chip gerundet; niemand scheidet durch das Race aus
paper-race-classic = das klassische Race: eine Karte je überzähligem Chip, die höchste Karte bekommt alle überzähligen Chips des Tisches; niemand scheidet durch das Race aus
paper-buy-in-fee = { $price } (inkl. { $fee } Gebühr)
paper-until-end-of-level = bis zum Ende von Level { $level }
paper-lammers = { $count } pro Eintrag, je { $chips } wert; einzulösen bis zum Ende von Level { $level }
paper-levels-by-eliminations =
    { $eliminations ->
        [one] ein neues Level nach jedem Ausscheiden ({ $levels }), nicht nach der Uhr
       *[other] ein neues Level nach je { $eliminations } Ausgeschiedenen ({ $levels }), nicht nach der Uhr
    }
paper-levels-minutes =
    { $minutes ->
        [one] { $minutes } Minute ({ $levels })
       *[other] { $minutes } Minuten ({ $levels })
    }
paper-levels-minutes-range =
    { $to ->
        [one] { $from } bis { $to } Minute ({ $levels })
       *[other] { $from } bis { $to } Minuten ({ $levels })
    }
paper-bba-level = der Big Blind setzt die angegebene Ante für den ganzen Tisch
paper-bba-equal = der Big Blind setzt sie für den ganzen Tisch; Höhe: { $amount }
paper-bba-drops = an einem Tisch mit { $players } oder weniger Spielern: { $amount }
paper-bba-never = nie reduziert
paper-bba-blind-first = ein Short Stack zahlt zuerst den Blind
paper-bba-ante-first = ein Short Stack zahlt zuerst die Ante
paper-bba-barge-order = BARGE 2024 legt die Reihenfolge nicht fest, daher gilt die von TDA 2024
paper-bba-rules = { $line } (Regeln: { $rules })
paper-ante-table = jeder ausgeteilte Spieler setzt die Ante
paper-ante-button = der Button setzt eine Ante für den ganzen Tisch
paper-offer-price = { $chips } für { $price }
paper-offer-once = ; einmal pro Spieler
paper-offer-at-most = ; höchstens { $count } pro Spieler
paper-offer-during-level = ; in Level { $level }
paper-offer-during-levels = ; in den Leveln { $from } bis { $to }
paper-offer-during-break = ; in der Pause nach Level { $level }
paper-offer-stack-at-most = ; nur mit { $chips } oder weniger
paper-offer-later-price = ; { $price } ab Level { $level }
paper-re-entry-late = ; solange die Late Registration offen ist (bis zum Ende von Level { $level })
paper-shootout =
    { $rounds ->
        [one] Shootout: { $advance } pro Tisch kommen weiter, { $rounds } Runde
       *[other] Shootout: { $advance } pro Tisch kommen weiter, { $rounds } Runden
    }
paper-pko = Progressive Knockout, { $amount } pro Kopf zu Beginn
paper-mystery =
    { $envelopes ->
        [one] Mystery Bounties ab Level { $level }: { $amount } jedes Buy-ins für { $envelopes } Umschlag zurückgelegt
       *[other] Mystery Bounties ab Level { $level }: { $amount } jedes Buy-ins für { $envelopes } Umschläge zurückgelegt
    }
paper-bounty = Bounty { $amount } pro Spieler
paper-win-the-button = Win the Button
paper-bomb-pots = Bomb Pots
paper-jam-or-fold = Jam or Fold
paper-payouts-house-table = die Auszahlungstabelle des Hauses
paper-payouts-house = Auszahlungen: { $title } (hauseigen), nach Anzahl der Einträge ({ $first } bis { $last }; größere Felder nach der Auszahlungskurve)
paper-payouts-table = Auszahlungen: { $title }, nach Anzahl der Einträge ({ $first } bis { $last }; größere Felder nach der Auszahlungskurve)
paper-payouts-named = Auszahlungen: Tabelle { $name }
paper-payouts-satellite = Auszahlungen: ein Satellite; je { $value } des Pools kaufen einen Platz in { $target }, der Rest geht bar an den Platz nach den Sitzen, und das Spiel endet, wenn so viele Spieler übrig sind wie Sitze
paper-payouts-curve = Auszahlungen: nach der Auszahlungskurve, { $percent } des Feldes bezahlt
paper-payouts-curve-usual = Auszahlungen: nach der Auszahlungskurve, etwa 15 % des Feldes bezahlt
paper-payouts-first-share = , der erste Platz { $percent } des Pools
paper-payouts-min-cash = , { $amount } für den letzten bezahlten Platz
paper-payouts-shootout = ; der Shootout zahlt den Finaltisch nach Platz und die in derselben früheren Runde Ausgeschiedenen gleich
paper-payouts-rounded = ; Preise auf { $amount } gerundet

## Paper: die Platzkarten.
paper-seat-cards-title = { $event }: Platzkarten
paper-card-table = TISCH
paper-card-seat = PLATZ
paper-seat-cards = Platzkarten
paper-seat-cards-none = Noch niemand hat einen Platz: zuerst die Plätze auslosen.
paper-seat-cards-sub =
    Platzkarten: { $players } Spieler an { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    }. Entlang der gestrichelten Linien ausschneiden.

## Paper: die Tischlisten.
paper-table-lists-title = { $event }: Tischlisten
paper-table-lists-sub =
    Tischlisten: { $players } Spieler an { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    }
paper-no-tables = Keine Tische offen.
paper-col-button = Button
paper-button-mark = BTN
paper-table-heading = Tisch { $table }: { $players }
paper-seat-empty = (frei)
paper-seat-locked = (gesperrt)
paper-seat-reserved = (reserviert)
paper-seat-reserved-for = (reserviert für { $name })

## Paper: die Liste der Platzwechsel.
paper-moves-title = { $event }: Platzwechsel
paper-moves-sub = Platzwechsel: { $players } Spieler, in der Reihenfolge der Zieltische
paper-tables-break =
    { $count ->
        [one] Tisch { $tables } wird jetzt aufgelöst
       *[other] Tische { $tables } werden jetzt aufgelöst
    }
paper-no-moves = Keine Platzwechsel.
paper-to-table = An Tisch { $table }: { $players }
paper-col-from-table = Von Tisch
paper-col-why = Grund
paper-col-done = Erledigt
paper-why-balance = Ausgleich
paper-why-table-breaks = Tisch { $table } wird aufgelöst
paper-why-final-table = Finaltisch
paper-why-button-unknown = { $why }; Button unbekannt an Tisch { $tables }

## Paper: das Ergebnisblatt, seine Abrechnung und sein Log-Siegel.
paper-results-title = { $event }: Ergebnisse
paper-results-sub = Ergebnisse: { $players } Spieler
paper-col-place = Platz
paper-col-name = Name
paper-col-prize = Preis
paper-col-bounties = Bounties
paper-col-note = Hinweis
paper-log-seal =
    { $records ->
        [one] Log-Siegel: { $records } Eintrag, letzter Hash { $hash }. Prüfbar mit `felt log verify` gegen die Datenbank des Events oder sein exportiertes Log.
       *[other] Log-Siegel: { $records } Einträge, letzter Hash { $hash }. Prüfbar mit `felt log verify` gegen die Datenbank des Events oder sein exportiertes Log.
    }
paper-log-check-failed = Log-Prüfung fehlgeschlagen: { $why }
paper-books-entries =
    { $count ->
        [one] { $count } Eintrag
       *[other] { $count } Einträge
    }
paper-books-rebuys =
    { $count ->
        [one] { $count } Rebuy
       *[other] { $count } Rebuys
    }
paper-books-add-ons =
    { $count ->
        [one] { $count } Add-on
       *[other] { $count } Add-ons
    }
paper-books-taken-in = Eingenommen ({ $bought })
paper-books-fees = Gebühren
paper-books-held-bounties = Für Bounties zurückgelegt
paper-books-overlay = Overlay (vom Haus dazugegeben)
paper-books-pool = Preispool
paper-books-prizes-paid = Ausgezahlte Preise
paper-books-bounties-paid = Ausgezahlte Bounties
paper-books-heading = Abrechnung
paper-books-amount = Betrag
paper-played = Gespielt am { $date }
paper-played-after = { $before } · gespielt am { $date }

## Paper: das Blatt eines Dealer's-Choice-Abends.
paper-night-title = { $title } – Abendblatt
paper-night-sub = Dealer's Choice · { $date }
paper-night-sub-ended = Dealer's Choice · { $date } · beendet
paper-night-a-bet = { $amount } pro Einsatz
paper-night-bet-from = { $amount } ab { $time }
paper-night-limits =
    { $raises ->
        [one] { $steps }; { $raises } Raise pro Runde
       *[other] { $steps }; { $raises } Raises pro Runde
    }
paper-night-drew = { $player } (zog { $card })
paper-night-not-drawn = noch nicht gezogen
paper-night-dealer-pays = Der Dealer zahlt
paper-night-dealer-pays-each = { $amount } für jeden ausgeteilten Spieler
paper-night-mistakes = Fehler
paper-night-mistakes-steps = { $steps } … ({ $count } berechnet)
paper-night-first-dealer = Erster Dealer
paper-night-deals = Runden
paper-night-kitty = Kasse
paper-night-bought = Gekauft
paper-night-cashed-out = Ausgezahlt
paper-night-result = Ergebnis
paper-night-settle-up = Abrechnung
paper-night-still-to-cash-out = Noch auszuzahlen: { $players }.
paper-night-off-more = Die Kasse stimmt nicht: { $amount } mehr ausgezahlt als gekauft. Die Chips noch einmal zählen, bevor jemand bezahlt wird.
paper-night-off-less = Die Kasse stimmt nicht: { $amount } weniger ausgezahlt als gekauft. Die Chips noch einmal zählen, bevor jemand bezahlt wird.
paper-night-square = Alles ausgeglichen: niemand zahlt jemandem etwas.
paper-night-pays = { $from } zahlt an { $to } { $amount }
paper-night-dealer = Dealer
paper-night-paid = Bezahlt
paper-night-what = Was

## Paper: die Regelkarten (die Spiele und Hausregeln eines Turniers, die Spiele einer
## Hausliste und die Regeln des angesagten Spiels am Tisch und auf dem TV eines Abends).
## Namen von Spielen, Ausgaben, Turnieren, Streets und Pot-Teilen sowie die eigenen
## Hinweise der Spieldateien kommen so, wie der Katalog sie schreibt.
card-title-rules = { $title } – Regeln
card-title-house = { $title } – Hausspiele
card-house-title = Hausspiele
card-house-list = Hausliste
card-house-row = { $name } ({ $how }; { $sources })
card-house-variation = { $family }, eine Variante von { $game }
card-house-intro =
    { $games ->
        [one] Der Dealer sagt bei jedem Geben dieses Spiel an
       *[other] Der Dealer sagt bei jedem Geben eines dieser { $games } Spiele an
    } und nennt jede Variante, bevor jemand seine Karten sieht. Auch ein Spiel, das nicht auf der Liste steht, darf angesagt werden, sobald der Dealer seinen Namen und seine Regeln genannt hat.
card-family-flop = Flop
card-family-draw = Draw
card-family-stud = Stud
card-family-mixed = gemischt
card-family-other = sonstige
card-source-barge-2021 = BARGE-Regelbuch 2021
card-source-barge-2025 = BARGE-Regelbuch 2025
card-source-embargo-2011 = EMBARGO-Spieleliste 2011
card-source-regulars-2012 = Poker by the Regulars (2012)
card-page-sub = { $betting } · { $family }
card-not-in-catalog = Das Spiel `{ $game }` steht nicht im Katalog; fragen Sie den Turnierleiter nach seinen Regeln.
card-fact-game = Spiel
card-game-edition = { $game } (Ausgabe { $edition })
card-fact-betting = Setzstruktur
card-fact-deck = Karten
card-fact-table = Tisch
card-fact-rules-from = Regeln aus
card-table-up-to = bis zu { $players } Spieler
card-table-up-to-community = bis zu { $players } Spieler; bis zu { $community }, wenn die letzte Karte als Gemeinschaftskarte kommt
card-forced-bets = Pflichteinsätze
card-no-betting = Während der Hand wird nicht gesetzt.
card-choice-of = Spiele zur Wahl: { $games }.
card-wild-cards = Wild Cards
card-wild-stands-for-any = Eine Wild Card steht für jede Karte, die der Spieler will; ein Fünfling (fünf Karten gleichen Rangs) ist die beste High-Hand.
card-cards-that-change = Karten, die die Hand verändern
card-the-deal = Das Geben
card-showdown = Showdown
card-worked-example = Durchgerechnetes Beispiel
card-notes = Hinweise
card-limits-home = { $betting }: Der Abend legt fest, wie hoch ein Einsatz oder eine Erhöhung höchstens sein darf und wie viele Erhöhungen eine Setzrunde erlaubt.
card-limits-limit-high-card-opens = Limit: Jedes Level nennt die Ante, den Small Bet und den Big Bet; es gibt kein Bring-in, und die höchste Karte eröffnet mit einem der beiden.
card-limits-limit-blinds = Limit: Das Level lautet Small Bet/Big Bet; der Small Blind ist der halbe Small Bet, der Big Blind so hoch wie der Small Bet. In Runden zum Small Bet wird der Small Bet gesetzt, in Runden zum Big Bet der Big Bet.
card-limits-limit-stud = Limit: Jedes Level nennt die Ante, das Bring-in, den Small Bet und den Big Bet. In Runden zum Small Bet wird der Small Bet gesetzt, in Runden zum Big Bet der Big Bet.
card-limits-pot-limit-blinds = Pot-Limit: Der kleinste Einsatz ist der Big Blind; eine Erhöhung darf höchstens so groß sein wie der Pot nach dem Mitgehen.
card-limits-pot-limit-stud = Pot-Limit: Der kleinste Einsatz ist das Bring-in; eine Erhöhung darf höchstens so groß sein wie der Pot nach dem Mitgehen.
card-limits-no-limit-blinds = No-Limit: Der kleinste Einsatz ist der Big Blind; eine Erhöhung beträgt mindestens den vorigen Einsatz oder die vorige Erhöhung, bis zum All-in.
card-limits-no-limit-stud = No-Limit: Der kleinste Einsatz ist das Bring-in; eine Erhöhung beträgt mindestens den vorigen Einsatz oder die vorige Erhöhung, bis zum All-in.
card-rule-card = Regelkarte
card-fact-event = Turnier
card-fact-starting-stack = Startstack
card-fact-players-per-table = Spieler pro Tisch
card-rotation = Die Spiele wechseln mit jedem Level in dieser Reihenfolge: { $games }.
card-event-rules = Turnierregeln
card-lammers = Lammer: { $count } pro Eintrag, je { $chips } wert. Eingelöst wird nur zwischen zwei Händen, beliebig viele auf einmal; wer mit Lammern ausscheidet, muss vor der nächsten Hand mindestens einen einlösen. Alle Lammer müssen bis zum Ende von Level { $level } eingelöst sein.
card-offer = { $label }: { $terms }.
card-bba = Big-Blind-Ante: Der Big Blind setzt eine Ante für den ganzen Tisch, so hoch wie { $amount }.
card-bba-drops = Bei { $players } oder weniger Spielern am Tisch ist sie nur noch so hoch wie { $amount }.
card-bba-blind-first = Ein Short Stack zahlt zuerst den Big Blind, dann die Ante.
card-bba-ante-first = Ein Short Stack zahlt zuerst die Ante, dann den Big Blind.
card-bba-barge-2024-order = (Regeln von BARGE 2024; BARGE 2024 legt die Reihenfolge nicht fest, daher gilt die von TDA 2024.)
card-bba-rules = (Regeln von { $rules }.)
card-ante-big-blind = der Big Blind
card-ante-small-blind = der Small Blind
card-ante-level = der Betrag, den jedes Level nennt
card-win-the-button = Win the Button: Wer eine Hand gewinnt, erhält den Button für die nächste; bei einem geteilten Pot erhält ihn der Gewinner in der schlechtesten Position. Ein Spieler, der zum Ausgleichen der Tische versetzt wird, ist der, der unter diesem Button den Big Blind zu zahlen hätte.
card-pko = Progressive Knockout: Jeder Spieler startet mit { $amount } Kopfgeld. Wer einen Spieler ausschaltet, erhält die Hälfte von dessen Kopfgeld bar, die andere Hälfte kommt auf das eigene; gewinnen mehrere Spieler den Pot, teilen sie das Kopfgeld nach ihrem Anteil am Pot. Der Turniersieger erhält sein eigenes Kopfgeld.
card-mystery-envelopes = { $count } × { $amount }
card-mystery = Mystery Bounties: Von jedem Buy-in kommen { $amount } in versiegelte Umschläge ({ $envelopes }). Ab Level { $level } zieht, wer den Pot gewinnt, mit dem ein Spieler ausscheidet, zufällig einen Umschlag und erhält seinen Inhalt; gewinnen mehrere Spieler den Pot, teilen sie ihn nach ihrem Anteil am Pot. Knockouts vor diesem Level bringen keine Bounty.
card-bounty = Bounty: { $amount } für jeden ausgeschalteten Spieler; bei einem Split Pot geht sie mit der High-Hälfte (oder der Fünf-Karten-Hälfte), bei einem Chop an die schlechteste Position; der Sieger behält seine eigene.
card-shootout =
    Shootout: Die Tische werden nicht ausgeglichen; jeder Tisch spielt, bis { $advance ->
        [one] ein Spieler übrig ist, der weiterkommt
       *[other] { $advance } Spieler übrig sind, die weiterkommen
    }; { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }.
card-shootout-prizes = Shootout-Preise: Der Finaltisch wird nach Platz bezahlt; alle, die in derselben früheren Runde ausscheiden, erhalten gleich viel.
card-bomb-pot = Bomb Pot: Alle setzen die Ante, vor dem Flop wird nicht gesetzt; nach dem Flop handelt der erste Spieler links vom Button, und der kleinste Einsatz ist die Ante.
card-jam-or-fold = Jam or Fold: Die erste Aktion eines Spielers ist entweder All-in oder Fold.
card-list-and = { $list } und { $last }
card-list-or = { $first } oder { $next }
card-deck-52 = 52 Karten
card-deck-36 = 36 Karten (ohne Zweien, Dreien, Vieren und Fünfen)
card-deck-41 = 41 Karten (ohne Achten, Neunen und Zehnen; ein Joker dazu)
card-deck-lowball-bug = { $deck } und ein Joker: Er zählt als die niedrigste Karte, die in der Hand kein Paar bildet
card-deck-high-bug = { $deck } und ein Joker: Er zählt als Ass oder vervollständigt eine Straße oder einen Flush
card-deck-mexican-joker = { $deck }; der Joker ist offen ein Bug und verdeckt ganz wild
card-forced-blinds = Button, Small Blind und Big Blind.
card-bring-in-lowest = die niedrigste offene Karte zahlt das Bring-in (die Kreuz-Zwei ist die niedrigste Karte)
card-bring-in-highest-ace-low = die höchste offene Karte zahlt das Bring-in; Asse zählen niedrig, also ist der Pik-König die höchste Karte
card-bring-in-highest-ace-high = die höchste offene Karte zahlt das Bring-in; Asse zählen hoch, also ist das Pik-Ass die höchste Karte
card-forced-bring-in = Alle setzen die Ante; { $who }. Bei Gleichstand entscheidet die Farbe: Pik, Herz, Karo, Kreuz (die höchste zuerst).
card-bring-in-completes = Das Bring-in darf auf den Small Bet komplettieren.
card-forced-high-card-opens = Alle setzen die Ante, und ein Button markiert die Dealer-Position; es gibt kein Bring-in: Die höchste offene Karte eröffnet.
card-forced-dealer-pays = Keine Blinds und keine Antes der Spieler: Der Dealer zahlt für das Geben, einen Betrag pro ausgeteilten Spieler (der Abend legt ihn fest), bevor jemand eine Karte sieht.
card-forced-everyone-pays = Jeder Spieler legt vor dem Geben denselben Einsatz in den Pot (der Abend legt ihn fest); der Dealer zahlt nicht mehr als alle anderen.
card-cents = { $cents } Cent
card-dollars = { $amount } $
card-cost-free = kostenlos
card-cost-match-pot = so viel, wie im Pot liegt
card-cost-match-pot-or-fold = so viel wie der Pot zahlen oder folden
card-cost-per-card = { $amount } für jede noch gehaltene Karte
card-rank-two = Zwei
card-rank-two-plural = Zweien
card-rank-two-gender = f
card-rank-three = Drei
card-rank-three-plural = Dreien
card-rank-three-gender = f
card-rank-four = Vier
card-rank-four-plural = Vieren
card-rank-four-gender = f
card-rank-five = Fünf
card-rank-five-plural = Fünfen
card-rank-five-gender = f
card-rank-six = Sechs
card-rank-six-plural = Sechsen
card-rank-six-gender = f
card-rank-seven = Sieben
card-rank-seven-plural = Siebenen
card-rank-seven-gender = f
card-rank-eight = Acht
card-rank-eight-plural = Achten
card-rank-eight-gender = f
card-rank-nine = Neun
card-rank-nine-plural = Neunen
card-rank-nine-gender = f
card-rank-ten = Zehn
card-rank-ten-plural = Zehnen
card-rank-ten-gender = f
card-rank-jack = Bube
card-rank-jack-plural = Buben
card-rank-jack-gender = m
card-rank-queen = Dame
card-rank-queen-plural = Damen
card-rank-queen-gender = f
card-rank-king = König
card-rank-king-plural = Könige
card-rank-king-gender = m
card-rank-ace = Ass
card-rank-ace-plural = Asse
card-rank-ace-gender = n
card-wild-ranks = { $ranks } sind wild.
card-wild-ranks-free =
    { $ranks } sind wild ({ $kinds ->
        [one] eine solche Karte
       *[other] jede dieser Karten
    } kostet nichts).
card-wild-ranks-match-or-fold =
    { $ranks } sind wild (wer { $kinds ->
        [one] eine solche Karte
       *[other] eine dieser Karten
    } offen erhält, muss so viel wie der Pot zahlen oder folden).
card-wild-ranks-pays =
    { $ranks } sind wild (wer { $kinds ->
        [one] eine solche Karte
       *[other] eine dieser Karten
    } offen erhält, zahlt { $cost }).
card-wild-one-eyed-jacks = Die einäugigen Buben (Pik und Herz) sind wild.
card-wild-for-side =
    { $ranks } sind nur in einer Hand wild, die um die { $side ->
        [high] High
       *[low] Low
    }-Hälfte spielt.
card-wild-unless =
    { $ranks } sind wild, außer in einer Hand, die auch { $gender ->
        [m] einen
        [n] ein
       *[f] eine
    } { $rank } enthält: Dann ist darin nichts wild.
card-wild-follows-up =
    Die Karte, die direkt nach { $gender ->
        [m] einem offenen
        [n] einem offenen
       *[f] einer offenen
    } { $rank } offen gegeben wird, ist für alle wild, mit allen Karten ihres Rangs; { $gender ->
        [m] ein späterer offener
        [n] ein späteres offenes
       *[f] eine spätere offene
    } { $rank } verlegt den wilden Rang auf die Karte danach, und ist { $gender ->
        [m] ein
        [n] ein
       *[f] eine
    } { $rank } die letzte offen gegebene Karte, ist kein folgender Rang wild.
card-wild-too = Auch { $ranks } sind wild.
card-wild-follows-up-pays =
    Wer { $gender ->
        [m] einen
        [n] ein
       *[f] eine
    } { $rank } offen erhält, zahlt { $cost }.
card-wild-after-pair = Erhält ein Spieler ein offenes Paar, wird der Rang der nächsten offenen Karte wild und ersetzt jeden früheren wilden Rang; ein Paar, das erst die letzte offene Karte vervollständigt, lässt nichts wild.
card-wild-after-pair-pays = Wer eine Wild Card offen erhält, zahlt { $cost }.
card-wild-rising =
    { $gender ->
        [m] Der erste offene { $rank } macht seinen
        [n] Das erste offene { $rank } macht seinen
       *[f] Die erste offene { $rank } macht ihren
    } Rang wild; danach übernimmt eine offene Karte, die einen Rang höher ist als der wilde Rang, und so weiter aufwärts.
card-wild-lowest-down-card = Die niedrigste verdeckte Karte jedes Spielers im Showdown ist für diesen Spieler wild: nur diese eine Karte, nicht ihr Rang.
card-wild-chosen-down-card = Jeder Spieler wählt eine seiner verdeckten Karten, die für ihn wild ist: nur diese eine Karte, nicht ihr Rang.
card-wild-board-rank = Wild: { $which }, mit allen Karten ihres Rangs.
card-wild-board-card = Wild: { $which }, nur diese eine Karte.
card-effect-extra-down-card = dieser Spieler darf eine weitere Karte verdeckt nehmen
card-effect-toggle-lowball = das Spiel wechselt von High zu Lowball, und die nächste solche Karte wechselt zurück
card-effect-names-the-game = dieser Spieler bestimmt, als welches Stud-Spiel der Rest der Hand gespielt wird
card-card-rule =
    { $gender ->
        [m] Ein offen gegebener
        [n] Ein offen gegebenes
       *[f] Eine offen gegebene
    } { $rank }: { $what }.
card-card-rule-pays =
    { $gender ->
        [m] Ein offen gegebener
        [n] Ein offen gegebenes
       *[f] Eine offen gegebene
    } { $rank }: { $what } ({ $cost }).
card-open-anything = Jede Hand darf eröffnen
card-open-jacks-or-better = Nur ein Paar Buben oder besser darf eröffnen
card-open-must = { $who }; wer sie hat, muss eröffnen
card-open-nobody-redeal = Eröffnet niemand, wird die Hand eingeworfen und nach einer neuen Zahlung neu gegeben.
card-open-nobody-lowball = Eröffnet niemand, wird dieselbe Hand als Lowball gespielt: Jeder Spieler eröffnet der Reihe nach oder foldet.
card-opening = { $who }. { $nobody }
card-points-pictures-half = einen halben Punkt
card-points-pictures-ten = 10
card-points-pictures-zero = nichts
card-points = Kartenwerte: Ass { $aces }, Bube, Dame und König je { $pictures }, die anderen ihre Zahl. Die Summe eines Spielers ist die aller seiner Karten.
card-points-under-wins-ties = Sind zwei Summen gleich nah an einem Ziel, gewinnt die, die es nicht überschreitet.
card-points-bust = Eine Summe über einem Ziel kann diese Hälfte nicht gewinnen.
card-example-pot = Ein Pot von { $amount }:
card-example-holds =
    { $player } hält { $cards } (zählt { $counts }) und sagt { $way ->
        [high] High
        [low] Low
       *[both] beide Richtungen
    } an.
card-example-winner = { $player } ({ $total })
card-example-half-won = Die Hälfte { $half }, { $amount }: { $winners } gewinnt sie.
card-example-half-shared = Die Hälfte { $half }, { $amount }: { $winners } liegen gleichauf und teilen sie, je { $each }.
card-example-failed-both = { $player } hat beide Richtungen angesagt, ohne beide Hälften zu gewinnen oder zu teilen, und erhält nichts.
card-example-paid = { $player } { $amount }
card-example-paid-nothing = { $player } nichts
card-example-in-all = Insgesamt: { $shares }.
card-cards =
    { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
card-cards-down =
    { $n ->
        [one] { $n } Karte verdeckt
       *[other] { $n } Karten verdeckt
    }
card-cards-up =
    { $n ->
        [one] { $n } Karte offen
       *[other] { $n } Karten offen
    }
card-cards-range = { $min } bis { $max } Karten
card-deal = jeder Spieler erhält { $cards }
card-deal-if = jeder Spieler erhält { $cards }, wenn { $when }
card-board =
    { $n ->
        [one] { $n } Gemeinschaftskarte wird
       *[other] { $n } Gemeinschaftskarten werden
    } offen aufs Board gelegt
card-board-layout =
    { $n ->
        [one] { $n } Gemeinschaftskarte wird
       *[other] { $n } Gemeinschaftskarten werden
    } offen aufs Board gelegt ({ $layout })
card-draw-one = jeder Spieler darf eine Karte gegen eine neue tauschen oder stehen bleiben
card-draw = jeder Spieler darf { $min } bis { $max } Karten abwerfen und erhält ebenso viele neue
card-discard = jeder Spieler wirft { $cards } ab
card-discard-timing = jeder Spieler wirft { $cards } ab { $timing }
card-expose-next = die nächste Karte seines gestapelten Blatts
card-expose-next-n =
    die nächsten { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } seines gestapelten Blatts
card-expose-chosen =
    { $n ->
        [one] { $n } verdeckte Karte
       *[other] { $n } verdeckte Karten
    } seiner Wahl
card-expose = jeder Spieler deckt { $which } auf
card-expose-together = jeder Spieler deckt { $which } auf, alle Spieler gleichzeitig
card-pass =
    jeder Spieler gibt { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } an seinen { $side ->
        [left] linken
       *[right] rechten
    } Nachbarn weiter
card-trade = Tauschen: { $rule }
card-buy-offer =
    { $card } ({ $cost }, bleibt { $face ->
        [up] offen
       *[down] verdeckt
    })
card-buy =
    reihum ab links vom Dealer kauft jeder Spieler jeweils eine Karte, bis jeder { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } gekauft hat: { $offers }
card-auction =
    Karten werden einzeln aufgedeckt und versteigert, wobei das Bieten jedes Mal einen Platz weiter links beginnt; der Höchstbietende zahlt sein Gebot in den Pot, nimmt die Karte und wirft eine beliebige Karte ab; { $rounds ->
        [one] einmal
       *[other] { $rounds }-mal
    } um den Tisch
card-pick = pro Spieler wird eine Karte offen in die Mitte gelegt; die Spieler nehmen sich je eine, { $order }
card-deal-all = das ganze Deck wird ausgeteilt, Karte für Karte
card-play-out = { $rule }
card-play-out-pays = { $rule }; wer nicht spielen kann, zahlt { $cost }
card-roll =
    { $seat ->
        [dealer] der Dealer
       *[button] der Button
    } würfelt mit { $dice ->
        [one] einem Würfel
       *[other] { $dice } Würfeln
    }: { $decides }
card-remove-boards = Boards werden entfernt: { $rule }
card-split = Teilen: { $rule }
card-choose-game = das Spiel der Hand wählt { $chooser }
card-bet-round = eine Setzrunde
card-bet-small = Setzrunde zum Small Bet
card-bet-big = Setzrunde zum Big Bet
card-bet-either = Setzrunde: Wer eröffnet, wählt Small Bet oder Big Bet
card-first-left-of-big-blind = zuerst handelt der Spieler links vom Big Blind
card-first-left-of-button =
    zuerst handelt der erste Spieler links vom { $seat ->
        [dealer] Dealer
       *[button] Button
    }
card-first-bring-in = das Bring-in eröffnet die Runde
card-first-best-high-showing = die beste offene High-Hand handelt zuerst
card-first-best-low-showing = die beste offene Low-Hand handelt zuerst
card-first-high-showing-from-button =
    die beste offene Hand handelt zuerst, bei Gleichstand der erste Platz links vom { $seat ->
        [dealer] Dealer
       *[button] Button
    }
card-first-best-board-showing = der Spieler mit dem besten offenen Board handelt zuerst
card-first-as-chosen-game = danach geht es weiter wie im gewählten Spiel
card-street = { $street }: { $what }.
card-street-as-chosen-game = gespielt wie das gewählte Spiel
card-short-street = { $street }.
card-short-street-bet = { $street }; Setzrunde.
card-short-street-what = { $street }: { $what }.
card-short-street-what-bet = { $street }: { $what }; Setzrunde.
card-scale-high = High-Hand
card-scale-high-short-deck = High-Hand in der Rangfolge des Short Decks (Flush schlägt Full House; A-6-7-8-9 ist eine Straße)
card-scale-high-mexican = High-Hand in der Rangfolge des 41-Karten-Decks (Flush schlägt Full House; Straßen überspringen die fehlenden 8-9-10)
card-scale-high-quick-quads = High-Hand, in der ein Drilling von 2 bis 10 mit zwei Karten, die zusammen seinen Rang ergeben, als Vierling zählt
card-scale-ace-to-five = Ace-to-Five-Low (Asse niedrig, Straßen und Flushes zählen nicht)
card-scale-action-razz = Ace-to-Five-Low, aber jede Hand mit Bube, Dame oder König schlägt jede Hand ohne
card-scale-deuce-to-seven = Deuce-to-Seven-Low (Asse hoch, Straßen und Flushes zählen dagegen)
card-scale-ace-to-six = Ace-to-Six-Low (Asse niedrig, Straßen und Flushes zählen dagegen)
card-scale-badugi = Badugi, Asse niedrig (zuerst mehr Karten verschiedener Farben und Ränge, dann die niedrigste)
card-scale-badugi-ace-high = Badugi mit hohen Assen (am besten ist 5-4-3-2 in vier Farben)
card-scale-points-49 = Punkte: Ass 1, Zwei bis Zehn nach Augenzahl, Bilder 0; die höchste Summe gewinnt
card-scale-points-nearest-7 = Kartenpunkte am nächsten an 7
card-scale-points-nearest-27 = Kartenpunkte am nächsten an 27
card-scale-points-highest = die höchste Summe der Kartenpunkte
card-scale-points-lowest = die niedrigste Summe der Kartenpunkte
card-scale-high-no-straights-or-flushes = High-Hand; Straßen und Flushes zählen nicht
card-scale-high-ace-low = High-Hand mit dem Ass nur niedrig (unter der Zwei; A-2-3-4-5 ist eine Straße, 10-J-Q-K-A nicht)
card-scale-three-card = Drei-Karten-Hand: Drilling, dann Straße, dann Flush, dann Paar, dann hohe Karte
card-scale-high-four-card-hands = High-Hand mit zwei weiteren Händen: Eine Vier-Karten-Straße schlägt ein Paar, ein Vier-Karten-Flush schlägt diese, zwei Paare schlagen beide
card-scale-lowest-spade-down = das niedrigste Pik unter den verdeckten Karten (Asse hoch)
card-scale-highest-spade-down = das höchste Pik unter den verdeckten Karten
card-hand-any-five = die besten fünf aus allen eigenen Karten und denen des Boards
card-hand-best-four-own = die besten vier der eigenen Karten
card-hand-exactly = genau { $hole } aus der Hand und { $board } vom Board
card-hand-exactly-connected = genau { $hole } aus der Hand und { $board } vom Board, aus einem Flop, einer daran angrenzenden Turn-Karte und dem River
card-hand-exactly-one-per-row = genau { $hole } aus der Hand und { $board } vom Board, eine aus jeder Reihe
card-hand-exactly-one-row = genau { $hole } aus der Hand und { $board } vom Board, alle aus einer verbliebenen Reihe
card-hand-up-to = höchstens { $hole } aus der Hand, der Rest vom Board
card-hand-all-kept = alle behaltenen Karten, vom Board auf fünf ergänzt
card-hand-all-five-own = alle fünf eigenen Karten
card-hand-two-or-five = entweder genau 2 aus der Hand und 3 vom Board oder alle 5 aus der Hand
card-hand-best-own = die besten { $cards } der eigenen Karten
card-hand-all-own = alle Karten des Spielers, zusammengezählt
card-hand-one-down-card = eine der verdeckten Karten des Spielers
card-qualifier-eight-or-better = Acht oder besser
card-qualifier-dice-roll = X oder besser, X bestimmen die Würfel
card-qualifier-pair-of-sixes = ein Paar Sechsen oder besser
card-qualifier-pair = ein Paar oder besser
card-qualifier-no-pair = kein Paar
card-qualifier-flush-or-better = ein Flush oder besser
card-qualifier-four-card-badugi = ein Vier-Karten-Badugi
card-qualifier-three-of-a-kind = ein Drilling oder besser
card-part-when = { $label } (nur wenn { $when })
card-part = { $label }: { $scale }; { $hand }.
card-part-qualified = { $label }: { $scale }; { $hand }; Mindesthand: { $qualifier }.
card-showdown-single = Eine Hand gewinnt den ganzen Pot.
card-showdown-split = Split Pot: je eine Hälfte an jeden Teil; qualifiziert sich niemand für eine Hälfte, erhält der Gewinner der anderen Hälfte alles.
card-showdown-first-qualifying = Kein Split Pot: Der erste Teil unten gewinnt den ganzen Pot, wenn sich eine Hand dafür qualifiziert, sonst der nächste.
card-showdown-as-chosen-game = Wie im für die Hand gewählten Spiel.
card-showdown-second-best = Die zweitbeste Hand gewinnt den ganzen Pot.
card-showdown-with-left-neighbour = Die beste Hand und der nächste noch beteiligte Spieler links von ihr teilen den Pot.
card-showdown-first-out = Keine Pokerhand: Wer als Erster alle Karten ausgespielt hat, gewinnt den Pot.
card-declare-chips-in-fist = Die Spieler sagen gleichzeitig an: Jeder hält eine geschlossene Faust über den Tisch, ohne Chip für Low, mit einem für High oder mit zwei für beide Richtungen, und alle öffnen zugleich.
card-declare-in-turn = Die Spieler sagen der Reihe nach High, Low oder beide an, beginnend mit dem, der zuletzt gesetzt oder erhöht hat.
card-declare-both-ties-share = Wer beide Richtungen ansagt und in einer davon geschlagen wird, erhält nichts; ein Gleichstand gilt wie jeder Gleichstand, diese Hälfte wird geteilt.
card-declare-both-must-scoop = Wer beide Richtungen ansagt, muss beide Hälften allein gewinnen, sonst erhält er nichts.
card-declare-left-out = Wer so aus dem Pot fällt, überlässt jede Hälfte der besten Hand unter den anderen, die um sie gespielt haben; haben alle beide Richtungen angesagt und hat niemand beide gewonnen, geht jede Hälfte an ihre beste Hand.
card-losers-match-pot = Jeder Spieler, der dabeigeblieben ist und verloren hat, zahlt so viel, wie im Pot lag, in den nächsten Pot.
card-losers-pay = Jeder Verlierer zahlt { $cost }.
card-odd-chip-by-suit = bei gleichwertigen Händen an die höchste Karte nach Farbe (Pik, Herz, Karo, Kreuz)
card-odd-chip-by-seat =
    bei gleichwertigen Händen an den ersten Platz links vom { $seat ->
        [dealer] Dealer
       *[button] Button
    }
card-odd-chip-split = Restchip: bei einer Teilung zwischen den Hälften an die { $half }-Hälfte; { $tie }.
card-odd-chip = Restchip: { $tie }.

## Paper: das Blatt der Serienwertung.
paper-series-title = { $name } – Serienwertung
paper-series-sub = Serienwertung
paper-series-points = Punkte
paper-series-events = Events
paper-series-all-finished = { $events }, alle beendet
paper-series-still-playing = { $events }, { $playing } laufen noch
paper-series-ranked = Spieler in der Wertung
paper-series-standings = Wertung
paper-series-rank = Rang
paper-series-events-counted = Events (Streichergebnisse in Klammern)
paper-series-event = Event
paper-series-finished = beendet
paper-series-playing = läuft noch

## Paper: die Wörter, die der Drucker jedem Ausdruck hinzufügt.
paper-continued = { $heading } (Fortsetzung)
paper-page-of = Seite { $page } von { $pages }
paper-semicolon = {"; "}

## The field view: a player's buttons at the desk, and where an entry stands.
action-bust = Raus
action-unregister = Abmelden
action-redeem-lammer = Lammer einlösen
action-rebuy = Rebuy
action-add-on = Add-on
action-re-enter = Re-Entry
action-confirm-bust = Ausscheiden bestätigen
action-confirm-unregister = Abmelden bestätigen
action-confirm-forfeit =
    { $lammers ->
        [one] Bestätigen: raus, { $lammers } Lammer verfällt
       *[other] Bestätigen: raus, { $lammers } Lammer verfallen
    }
# "busted, 45th"
standing-placed = { $what }, { $place }
standing-busted = ausgeschieden
standing-finished = beendet
standing-winner = Sieger
standing-unregistered = abgemeldet
standing-alternate = Nachrücker, wartet auf einen Platz
standing-registered = registriert, noch ohne Platz
standing-seated-at = Tisch { $table }, Platz { $seat }
standing-seated = sitzt

## The structure table: a break's chip race.
levels-chip-race = Chip-Race: { $chips }

## The Screens panel: what needs the TD's eye on a screen.
screen-flag-silent = seit { $seconds } s still
screen-flag-drift = seine Uhr geht um { $ms } ms falsch
screen-flag-sound = Ton nicht freigegeben: einmal darauf klicken oder eine Taste drücken
screen-flag-switching = wechselt bei der nächsten Meldung zu { $layout }
screen-layout-clock = der Uhr
screen-layout-seating = dem Sitzplan
screen-layout-payouts = den Auszahlungen
screen-layout-rotation = Uhr, Sitzplan und Auszahlungen im Wechsel
screen-layout-table = den Plätzen eines Tisches

## src-tauri/src/menu.rs: Menüs und Dialoge des Desktop-Fensters.

desktop-lan = Im lokalen Netz erreichbar
desktop-export = Struktur exportieren…
desktop-save-sheet = Strukturblatt speichern (PDF)…
desktop-save-card = Regelkarte speichern (PDF)…
desktop-quit = Beenden
desktop-display = Anzeige
desktop-monitor = Bildschirm { $n }
desktop-clock-on = Uhr-Anzeige auf { $monitor } ({ $size })
desktop-seating-on = Sitzplan auf { $monitor } ({ $size })
desktop-close-screens = Uhr-Anzeige und Sitzplan schließen
desktop-guide = Felt-Anleitung
desktop-report = Ein Problem melden…
desktop-report-db = Ein Problem melden, mit einer Kopie der Datenbank…
desktop-about = Über Felt
desktop-help = Hilfe
desktop-zip = Zip-Archiv
desktop-about-text =
    Felt { $version }

    Datenbank: { $database }
    Sicherungen: { $backups }
    Protokoll: { $log }

    Nur Ihr Benutzerkonto kann sie lesen.
desktop-no-event = es gibt noch kein Turnier zum Anzeigen
desktop-clock-title = Felt-Uhr
desktop-seating-title = Felt-Sitzplan
desktop-monitor-gone = Bildschirm { $n } ist nicht mehr angeschlossen
desktop-lan-open =
    Anzeigen und Telefone im Netz können jetzt öffnen:
    { $addresses }
    Die Konsole zeigt die Adresse und ihren QR-Code.
desktop-lan-title = Im lokalen Netz erreichbar
desktop-cannot-write = { $path } kann nicht geschrieben werden: { $why }

## Die letzten Aktionen neben Rückgängig und Wiederholen: jede Aktion im Protokoll des
## Turniers in Worten (die Liste der Konsole, ihre Knöpfe Rückgängig und Wiederholen, die
## Meldung eines Tisches, die auf die Turnierleitung wartet, die Kommandozeile).
action-entry = Eintrag { $entry } ({ $name })
action-entry-unnamed = Eintrag { $entry }
action-seat = Tisch { $table }, Platz { $seat }
action-name = { $name }
action-list-and = { $first } und { $then }
action-then = { $first }; { $then }
action-duration-and = { $first } { $then }
action-new-entry = { $name } (Eintrag { $entry })
action-new-entry-ticket = { $name } (Eintrag { $entry }) mit einem Ticket aus Turnier #{ $event } (Eintrag { $won })
action-registered = { $player } registriert
action-registered-at = { $player } registriert ({ $seat })
action-registered-alternate = { $player } als Nachrücker registriert
action-re-entered = Re-Entry: { $player }
action-re-entered-at = Re-Entry: { $player } ({ $seat })
action-re-entered-alternate = Re-Entry: { $player }, als Nachrücker
action-registered-nobody = Niemand registriert
action-names = { $names }
action-names-more = { $names } und { $more } weitere
action-registered-many =
    { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    } registriert (Einträge { $first }–{ $last }): { $names }
action-registered-many-seated =
    { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    } registriert (Einträge { $first }–{ $last }, davon { $seated } mit Platz): { $names }
action-unregistered = { $player } abgemeldet
action-draw-committed = Platzauslosung versiegelt: { $code }
action-seats-drawn =
    Plätze ausgelost: { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    } an { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    } (Startwert { $seed })
action-seats-drawn-revealed =
    Plätze ausgelost: { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    } an { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    } (Startwert { $seed }, aus dem versiegelten Geheimwert { $code })
action-alternates-seated =
    { $count ->
        [one] { $count } Nachrücker gesetzt
       *[other] { $count } Nachrücker gesetzt
    }
action-busted = { $player } ausgeschieden ({ $seat })
action-busted-by = { $player } ausgeschieden ({ $seat }), rausgeworfen von { $by }
action-busted-split = { $player } ausgeschieden ({ $seat }), Pot geteilt zwischen { $winners }
action-pot-share = { $player } ({ $share } von { $total })
action-mystery-drawn = ein Mystery-Umschlag über { $amount } gezogen (Startwert { $seed })
action-blinds-up = die Blinds steigen (Abschnitt { $period })
action-final-table-moved =
    Finaltisch: { $count ->
        [one] { $count } Spieler umgesetzt
       *[other] { $count } Spieler umgesetzt
    }
action-moved-one = { $player } umgesetzt von { $from } nach { $to }
action-moved =
    { $count ->
        [one] { $count } Spieler umgesetzt
       *[other] { $count } Spieler umgesetzt
    }
action-broke-tables =
    { $count ->
        [one] Tisch { $tables } aufgelöst
       *[other] Tische { $tables } aufgelöst
    }
action-button-at = Button an Tisch { $table }, Platz { $seat }
action-button-won = Tisch { $table }: Hand gewonnen, Button auf Platz { $seat }
action-button-unknown = Button an Tisch { $table } unbekannt
action-seat-locked = { $seat } gesperrt
action-seat-reserved = { $seat } freigehalten (reserviert)
action-seat-reserved-for = { $seat } freigehalten (reserviert für Spieler { $player })
action-seat-released = { $seat } freigegeben
action-hard-stop =
    Hard Stop: { $count ->
        [one] { $count } Spieler nach Chipstand platziert
       *[other] { $count } Spieler nach Chipstand platziert
    }
action-hand-for-hand-on = Hand-for-Hand an
action-hand-for-hand-off = Hand-for-Hand aus
action-table-won = Tisch { $table } gewonnen von { $winners }
action-round-drawn =
    Runde { $round } ausgelost: { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    } an { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    } (Startwert { $seed })
action-hand-for-hand-hand = Hand-for-Hand: Hand { $hand } beendet
action-redrawn-random =
    { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    } neu ausgelost an { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    }, zufällig (Startwert { $seed })
action-redrawn-chips =
    { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    } neu ausgelost an { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tischen
    }, Stacks nach Chipstand verteilt (Startwert { $seed })
action-carried-in-best =
    { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    } mit { $chips } Chips übernommen aus { $flights } (bester Stack zählt)
action-carried-in-all =
    { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    } mit { $chips } Chips übernommen aus { $flights } (alle Stacks addiert)
action-chip-count = { $player } { $chips }
action-counted = Chipstände: { $counts }
action-table-hand-done = Tisch { $table } hat Hand-for-Hand-Hand { $hand } beendet
action-payouts-locked =
    Auszahlungen festgeschrieben bei { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträgen
    } ({ $places ->
        [one] { $places } bezahlter Platz
       *[other] { $places } bezahlte Plätze
    })
action-payouts-unlocked = Auszahlungen wieder freigegeben
action-saver = { $amount } für Platz { $place }
action-savers-agreed = Saver vereinbart: { $savers }
action-deal-chop = Chip-Chop
action-deal-icm = ICM
action-deal-custom = frei vereinbart
action-deal =
    Deal ({ $how }) zwischen { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spielern
    }
action-deal-play-for =
    Deal ({ $how }) zwischen { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spielern
    }, { $amount } bleiben zum Ausspielen
action-lammers-redeemed =
    { $player } hat { $count ->
        [one] { $count } Lammer
       *[other] { $count } Lammer
    } für { $chips } Chips eingelöst (Level { $level })
action-bust-held =
    { $player } hat alle Chips verloren und hält noch { $count ->
        [one] { $count } Lammer
       *[other] { $count } Lammer
    }: löst vor der nächsten Hand ein
action-lammer-deadline-forfeited =
    Lammer-Frist in Level { $level }: { $count ->
        [one] { $count } Lammer
       *[other] { $count } Lammer
    } von { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spielern
    } verfallen
action-lammer-deadline-redeemed =
    Lammer-Frist in Level { $level }: { $count ->
        [one] { $count } Lammer
       *[other] { $count } Lammer
    } von { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spielern
    } eingelöst
action-a-rebuy = einen Rebuy
action-an-add-on = ein Add-on
action-a-re-entry = einen Re-Entry
action-bought-at-level = { $player } hat { $what } gekauft ({ $chips } Chips), in Level { $level }
action-bought-at-break = { $player } hat { $what } gekauft ({ $chips } Chips), in der Pause nach Level { $level }
action-chip-race = Chip-Race an Tisch { $table }: { $removed } entfernt, { $added } zurückgegeben
action-chip-race-dealt = Chip-Race an Tisch { $table }: { $removed } entfernt, { $added } zurückgegeben (Karten aus Startwert { $seed })
action-created = Erstellt aus { $file }
action-announced = Nachricht an die Anzeigen: „{ $text }“
action-announcement-off = Nachricht von den Anzeigen genommen
action-language-set = Anzeigen und Papier des Turniers sprechen { $language }
action-language-browser = Die Anzeigen des Turniers folgen der Sprache jedes Browsers
action-clock-start = Uhr gestartet ({ $period })
action-clock-paused-left = Angehalten: { $period }, noch { $left }
action-clock-paused = Angehalten: { $period }
action-clock-resumed = Fortgesetzt: { $period }
action-clock-next = Weiter: { $period }
action-clock-previous = Zurück: { $period }
action-clock-go-to = Sprung: { $period }
action-clock-set = Restzeit gesetzt: { $period }, noch { $left }
action-clock-added = { $time } hinzugefügt: { $period }
action-clock-took = { $time } abgezogen: { $period }
action-clock-end-day = Spieltag beendet: { $period }
action-count-entries =
    { $sign }{ $count ->
        [one] { $count } Eintrag
       *[other] { $count } Einträge
    } (jetzt { $now })
action-count-players =
    { $sign }{ $count ->
        [one] { $count } verbliebener Spieler
       *[other] { $count } verbliebene Spieler
    } (jetzt { $now })
action-count-add-ons =
    { $sign }{ $count ->
        [one] { $count } Add-on
       *[other] { $count } Add-ons
    } (jetzt { $now })
action-undo = Rückgängig
action-redo = Wiederholen
action-set-aside = Aktion #{ $seq } beiseitegelegt
action-checkpoint = Sicherungspunkt bei Eintrag #{ $seq }
action-structure-level = Level { $level }
action-structure-break-after = Pause nach Level { $level }
action-structure-opening-break = Eröffnungspause
action-structure-period = Abschnitt { $period }
action-structure-level-words = { $period } ({ $game }, { $stakes }, { $time })
action-structure-break-words = eine Pause von { $time }
action-structure-period-words = Abschnitt { $period }
action-structure-minutes = { $period }: neue Dauer { $minutes } min
action-structure-added-before = Hinzugefügt: { $what }, vor { $period }
action-structure-added-at-end = Hinzugefügt: { $what }, am Ende
action-structure-break-now = Außerplanmäßige Pause jetzt: { $minutes } min
action-structure-changed = Geändert: { $what }
action-structure-extended = Hinzugefügt: { $what }, nach dem letzten (die letzten Level noch einmal)
action-structure-extended-doubled = Hinzugefügt: { $what }, nach dem letzten (die letzten Level noch einmal, verdoppelt)
action-damage-problem = Dieses Turnier ist schreibgeschützt: { $problem }. Angezeigt wird das Turnier direkt davor.
action-damage-repair = Die beschädigte Aktion #{ $seq } rückgängig machen (beiseitelegen)
action-report-refused = Würde jetzt abgelehnt: { $reason }
action-report-applied-as = von der Turnierleitung übernommen als Aktion #{ $seq }
action-report-applied = von der Turnierleitung übernommen
action-report-declined = von der Turnierleitung abgelehnt
action-cli-undid = Rückgängig gemacht: { $action }
action-cli-redid = Wiederholt: { $action }
action-cli-undid-back =
    Rückgängig gemacht bis #{ $seq } ({ $count ->
        [one] { $count } Aktion
       *[other] { $count } Aktionen
    }): { $actions }
action-cli-redid-up =
    Wiederholt bis #{ $seq } ({ $count ->
        [one] { $count } Aktion
       *[other] { $count } Aktionen
    }): { $actions }
action-cli-done = erledigt
action-cli-from = { $action } [von { $device }]
action-cli-undone = { $action } (rückgängig gemacht)
action-night-opened =
    Abend eröffnet: { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }, { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    } auf der Hausliste
action-night-first-dealer = Erster Dealer gezogen (Karten bis zum Buben)
action-night-join = { $player } hat sich hingesetzt
action-night-leave = { $player } hat den Tisch verlassen
action-night-call = { $dealer } hat { $game } angesagt
action-night-call-variations = { $dealer } hat { $game } angesagt, { $variations }
action-night-new-game = { $name } (neues Spiel)
action-night-mistake = Fehler: { $player }
action-night-mistake-what = Fehler: { $player } ({ $what })
action-night-buy-in = { $player } hat für { $amount } gekauft
action-night-cash-out = { $player } hat { $amount } ausgezahlt bekommen
action-night-end = Abend beendet
action-night-undo-of = Rückgängig: #{ $seq }
action-night-undo = Rückgängig: { $action }

## The seat draw checked again from its seed (the verify page, `felt tables verify`).

draw-check-later-item = #{ $seq } ({ $what })
draw-check-later-same =
    { $count ->
        [one] Die { $count } spätere Zufallsauslosung (Nachmeldungen, Ersatzspieler, Shootout-Runden, Chip-Races) ergibt aus ihrem Startwert wieder dasselbe.
       *[other] Die { $count } späteren Zufallsauslosungen (Nachmeldungen, Ersatzspieler, Shootout-Runden, Chip-Races) ergeben aus ihren Startwerten wieder dasselbe.
    }
draw-check-later-different = Diese späteren Zufallsauslosungen ergeben aus ihren Startwerten NICHT dasselbe: { $list }.
draw-check-not-drawn-committed = Noch nicht ausgelost. Die Auslosung ist auf { $code } festgelegt: Nach der Auslosung muss ihr Geheimnis diese Festlegung ergeben.
draw-check-not-drawn = Noch nicht ausgelost, und keine Festlegung gemacht.
draw-check-fair-committed =
    { $seats ->
        [one] Die gezeigte Auslosung ist die, die ihr Startwert ergibt: { $seats } Platz, aus Startwert { $seed } neu verteilt, stimmt überein. Der Startwert stammt aus dem Geheimnis { $secret }, das die vor der Auslosung gezeigte Festlegung { $code } ergibt.
       *[other] Die gezeigte Auslosung ist die, die ihr Startwert ergibt: alle { $seats } Plätze, aus Startwert { $seed } neu verteilt, stimmen überein. Der Startwert stammt aus dem Geheimnis { $secret }, das die vor der Auslosung gezeigte Festlegung { $code } ergibt.
    }
draw-check-fair-uncommitted =
    { $seats ->
        [one] Die gezeigte Auslosung ist die, die ihr Startwert ergibt: { $seats } Platz, aus Startwert { $seed } neu verteilt, stimmt überein. Die Auslosung war vorher nicht festgelegt, der Startwert hätte also gewählt sein können.
       *[other] Die gezeigte Auslosung ist die, die ihr Startwert ergibt: alle { $seats } Plätze, aus Startwert { $seed } neu verteilt, stimmen überein. Die Auslosung war vorher nicht festgelegt, der Startwert hätte also gewählt sein können.
    }
draw-check-unfair = Die gezeigte Auslosung ist NICHT die, die ihr Startwert ergibt: { $problems }
draw-check-secret-not-hex = das offengelegte Geheimnis besteht nicht aus 64 Hex-Zeichen
draw-check-seed-not-secrets = Startwert { $seed } ist nicht der Startwert { $secret_seed } des offengelegten Geheimnisses
draw-check-other-commitment = das offengelegte Geheimnis ergibt die Festlegung { $gives }, nicht die vor der Auslosung gezeigte { $shown }
draw-check-nothing-committed = ein Geheimnis wurde offengelegt, aber keines festgelegt
draw-check-no-secret = die Auslosung war auf { $code } festgelegt, legte aber kein Geheimnis offen
draw-check-refused = die neue Verteilung aus dem Startwert wurde abgelehnt: { $why }
draw-check-moved = { $moved } von { $players } Spielern sitzen anders, als der Startwert sie setzt
draw-check-count =
    { $again ->
        [one] der Startwert setzt { $again } Spieler, der Eintrag { $record }
       *[other] der Startwert setzt { $again } Spieler, der Eintrag { $record }
    }
draw-check-entry = Eintrag { $n }
draw-check-cli-commitment = Festlegung #{ $seq }: { $code }
draw-check-cli-commitment-undone = Festlegung #{ $seq }: { $code } (rückgängig gemacht)
draw-check-cli-draw = Auslosung #{ $seq }: Startwert { $seed }
draw-check-cli-draw-undone = Auslosung #{ $seq }: Startwert { $seed } (rückgängig gemacht)
draw-check-cli-draw-secret = Auslosung #{ $seq }: Startwert { $seed }, Geheimnis { $secret }
draw-check-cli-draw-secret-undone = Auslosung #{ $seq }: Startwert { $seed }, Geheimnis { $secret } (rückgängig gemacht)
draw-check-cli-unfair = die gezeigte Auslosung ist nicht die, die ihr Startwert ergibt

## A night's called game: where its rules come from.

# The catalog no longer has a game the night called (a newer Felt dropped it).
night-rules-missing = Die Regeln von { $game } können nicht angezeigt werden: { $why }
night-dealers-own-rules = eigene Regeln von { $dealer }

## A log that cannot be folded (the damage banner, a refused replay).

replay-not-created-first = das Protokoll dieses Turniers beginnt nicht mit seiner Anlage (erster Eintrag ist #{ $seq })
replay-created-twice = Eintrag #{ $seq } legt das Turnier ein zweites Mal an
replay-undo-mismatch = Eintrag #{ $seq } macht #{ $target } rückgängig, aber rückgängig zu machen ist #{ $expected }
replay-undo-nothing = Eintrag #{ $seq } macht #{ $target } rückgängig, aber es gibt nichts rückgängig zu machen
replay-redo-mismatch = Eintrag #{ $seq } stellt #{ $target } wieder her, aber wiederherzustellen ist #{ $expected }
replay-redo-nothing = Eintrag #{ $seq } stellt #{ $target } wieder her, aber es gibt nichts wiederherzustellen
replay-field = Eintrag #{ $seq } lässt sich nicht auf Spieler und Plätze anwenden: { $message }
replay-out-of-order = Eintrag #{ $seq } folgt auf #{ $last }; Einträge müssen in Reihenfolge sein
replay-counts = Eintrag #{ $seq } setzt die Zähler außerhalb des Bereichs: { $message }
replay-set-aside = Eintrag #{ $seq } legt #{ $target } beiseite, der kein fehlgeschlagener Eintrag ist
replay-seal-ahead = Eintrag #{ $seq } versiegelt einen Prüfpunkt bei #{ $upto }, der nicht davor liegt
replay-panicked = Eintrag #{ $seq } lässt sich nicht einlesen: Fehler in Felt selbst ({ $message })
replay-unreadable = Eintrag #{ $seq } ist nicht lesbar: { $why }
replay-cannot-show = das Turnier kann nach Eintrag #{ $seq } nicht angezeigt werden: Fehler in Felt selbst ({ $message })

## Street names of the catalog's games, in the card's language.

# A street's name from a game file, keyed by the name in lowercase with dashes; a street
# no variant names keeps the game file's own words.
card-street-name =
    { $slug ->
        [pre-flop] Pre-Flop
        [flop] Flop
        [turn] Turn
        [river] River
        [deal] Austeilen
        [draw] Tausch
        [first-draw] Erster Tausch
        [second-draw] Zweiter Tausch
        [third-draw] Dritter Tausch
        [second-street] Second Street
        [third-street] Third Street
        [fourth-street] Fourth Street
        [fifth-street] Fifth Street
        [sixth-street] Sixth Street
        [seventh-street] Seventh Street
        [first-round] Erste Runde
        [second-round] Zweite Runde
        [third-round] Dritte Runde
        [fourth-round] Vierte Runde
        [second-card] Zweite Karte
        [third-card] Dritte Karte
        [fourth-card] Vierte Karte
        [fifth-card] Fünfte Karte
        [the-hand] Die Hand
       *[other] { $name }
    }
## Refusals of a dealer's-choice night (refusal-night-*).
refusal-night-not-open = der Abend muss zuerst eröffnet werden
refusal-night-already-open = der Abend ist bereits eröffnet
refusal-night-no-title = ein Abend braucht einen Titel
refusal-night-too-few-players = ein Abend braucht mindestens zwei Spieler
refusal-night-over-name-chars = ein Spielername hat { $given } Zeichen, mehr als die Grenze von { $limit }
refusal-night-over-title-chars = der Titel hat { $given } Zeichen, mehr als die Grenze von { $limit }
refusal-night-over-players = der Abend hat { $given } Spieler, mehr als die Grenze von { $limit }
refusal-night-over-players-one-more = der Abend hätte { $given } Spieler, mehr als die Grenze von { $limit }
refusal-night-over-house-games = die Hausliste hat { $given } Spiele, mehr als die Grenze von { $limit }
refusal-night-over-limit-steps = der Limitplan hat { $given } Stufen, mehr als die Grenze von { $limit }
refusal-night-duplicate-player = { $name } steht zweimal auf der Liste
refusal-night-blank-player = ein Spieler braucht einen Namen
refusal-night-no-such-player = an diesem Abend spielt niemand namens { $name }
refusal-night-already-seated = { $name } sitzt bereits am Tisch
refusal-night-unknown-game = die Hausliste nennt { $game }, das nicht im Spielekatalog steht
refusal-night-no-starting-limit = der Limitplan braucht ein erstes Limit ab Beginn des Abends
refusal-night-limits-out-of-order = die Limitstufen müssen zeitlich geordnet sein, jede später als die vorige
refusal-night-zero-amount = ein Limit, ein Buy-in und die Stufe der Fehlerleiter müssen mehr als null sein
refusal-night-dealer-known = der erste Dealer steht bereits fest ({ $name })
refusal-night-no-dealer = losen Sie den ersten Dealer aus, bevor ein Spiel angesagt wird
refusal-night-new-game-unexplained = ein neues Spiel braucht einen Namen und seine Regeln
refusal-night-dealt-in = { $dealt_in ->
        [one] { $dealt_in } Spieler ist
       *[other] { $dealt_in } Spieler sind
    } mitgeteilt, aber nur { $seated } sitzen am Tisch
refusal-night-zero-money = ein Geldbetrag muss mehr als null sein (für { $name })
refusal-night-cashed-out = { $name } hat bereits ausgezahlt
refusal-night-cashed-out-and-left = { $name } hat ausgezahlt und den Tisch verlassen: Setzen Sie { $name } wieder an den Tisch (setzt sich wieder), bevor neu gekauft wird
refusal-night-nothing-bought = { $name } hat keine Chips gekauft und hat daher nichts auszuzahlen
refusal-night-ended = der Abend ist beendet
refusal-night-last-players = für ein Spiel müssen zwei Spieler am Tisch bleiben
refusal-night-no-seed = die Auslosung des ersten Dealers braucht ihren Startwert
refusal-night-undo-in-log = ein Rückgängig nennt eine protokollierte Aktion; es wird nicht auf den Abend selbst angewendet
refusal-night-nothing-to-undo = seit der Eröffnung des Abends gibt es nichts rückgängig zu machen

## Refusals of the chip race calculator (refusal-chip-race-*).
refusal-chip-race-zero-chip = Chipwerte müssen mehr als 0 sein (entfernt { $remove }, nächster { $next })
refusal-chip-race-not-a-multiple = der nächste Chip { $next } muss ein größeres Vielfaches des entfernten Chips { $remove } sein
refusal-chip-race-no-seats = das Chip-Race braucht mindestens einen Platz
refusal-chip-race-unknown-card = Platz { $seat }: „{ $text }“ ist keine Karte (erst Rang, dann Farbe, z. B. As, Td oder 9c)
refusal-chip-race-duplicate-card = Platz { $seat }: { $card } wurde bereits an Platz { $first_seat } ausgeteilt
refusal-chip-race-wrong-card-count = das Chip-Race braucht { $expected ->
        [one] { $expected } Karte
       *[other] { $expected } Karten
    } ({ $detail }), eingegeben wurden { $found }
refusal-chip-race-no-leftover = kein Platz hat übrige Chips
refusal-chip-race-leftovers = { $seats }
refusal-chip-race-seat-leftover = Platz { $seat }: { $chips }
refusal-chip-race-too-many-cards = das Chip-Race braucht { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, mehr als ein Deck mit 52 Karten
refusal-chip-race-cards-with-round = die Rundenvariante teilt keine Karten aus, aber { $found } wurden eingegeben
refusal-chip-race-seat-list-count = die Karten sind für { $found ->
        [one] { $found } Platz
       *[other] { $found } Plätze
    } aufgeführt, aber das Chip-Race hat { $expected }
refusal-chip-race-seat-card-count = Platz { $seat } bekommt { $expected ->
        [0] keine Karte
        [one] { $expected } Karte
       *[other] { $expected } Karten
    } (eine pro übrigem Chip), aber { $found ->
        [0] keine wurde
        [one] { $found } wurde
       *[other] { $found } wurden
    } eingegeben

## Refusals of the deal calculator (refusal-deal-*).
refusal-deal-no-players = ein Deal braucht mindestens einen Spieler
refusal-deal-zero-stack = Spieler { $player } hat keine Chips; ein ausgeschiedener Spieler ist nicht Teil eines Deals
refusal-deal-too-many-prizes = { $prizes ->
        [one] { $prizes } Preis wurde
       *[other] { $prizes } Preise wurden
    } für nur { $players ->
        [one] { $players } verbliebenen Spieler
       *[other] { $players } verbliebene Spieler
    } angegeben
refusal-deal-too-many-for-exact = exaktes ICM rechnet mit höchstens { $limit } Spielern, nicht { $players }
refusal-deal-too-few-samples = eine Monte-Carlo-Schätzung braucht mindestens 2 Stichproben, nicht { $samples }
refusal-deal-savers-above-first = Saver von { $savers } sind mehr als der erste Platz mit { $first }
refusal-deal-saver-place = Saver für Platz { $place }: Die verbliebenen Plätze reichen von 1 bis { $players }
refusal-deal-play-for-above-first = ein Betrag von { $play_for }, um den weitergespielt wird, ist mehr als der erste Platz mit { $first }
refusal-deal-prizes-out-of-order = Preise müssen mit dem ersten Platz beginnen, jeder höchstens so hoch wie der davor: Preis { $place } ({ $prize }) ist höher als Preis { $above_place } ({ $above })
refusal-deal-too-many-draws = eine ICM-Schätzung mit { $samples ->
        [one] { $samples } Stichprobe
       *[other] { $samples } Stichproben
    } für { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    } zieht { $draws }-mal, mehr als Felts Grenze von { $limit }: Fordern Sie höchstens { $most ->
        [one] { $most } Stichprobe
       *[other] { $most } Stichproben
    } an

## Refusals of a payout table (refusal-paytable-*).
refusal-paytable-toml = die Auszahlungstabelle ist kein gültiges TOML: { $why }
refusal-paytable-no-rows = die Auszahlungstabelle hat keine Zeilen
refusal-paytable-empty-range = Zeile für { $min }–{ $max } Einträge: Der Bereich ist leer (min liegt über max)
refusal-paytable-not-contiguous = Zeile für { $min }–{ $max } Einträge: Sie sollte bei { $expected ->
        [one] { $expected } Eintrag
       *[other] { $expected } Einträgen
    } beginnen
refusal-paytable-bad-sum = Zeile für { $min }–{ $max } Einträge: Die Anteile ergeben { $sum } Basispunkte, nicht 10000
refusal-paytable-increasing = Zeile für { $min }–{ $max } Einträge: Platz { $place } bekommt mehr als Platz { $above }
refusal-paytable-too-many-places = Zeile für { $min }–{ $max } Einträge: Sie bezahlt { $places ->
        [one] { $places } Platz
       *[other] { $places } Plätze
    }, mehr als ihre { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    }
refusal-paytable-shares-and-amounts = Zeile für { $min }–{ $max } Einträge: Geben Sie entweder shares_bp (Anteile am Pool) oder amounts (feste Preise) an, nicht beides
refusal-paytable-zero-amount = Zeile für { $min }–{ $max } Einträge: Der feste Betrag von Platz { $place } ist 0
refusal-paytable-unknown = keine Auszahlungstabelle namens { $name }; bekannte Tabellen: { $known }

## Refusals of the payout calculator (refusal-payout-*) and of satellite seats
## (refusal-satellite-*).
refusal-payout-no-entries = ein Event braucht mindestens einen Eintrag, um auszuzahlen
refusal-payout-zero-increment = die Rundungsstufe muss mindestens 1 sein
refusal-payout-paid-places = { $paid ->
        [one] { $paid } Platz kann
       *[other] { $paid } Plätze können
    } nicht mit { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträgen
    } bezahlt werden
refusal-payout-pool-too-small = ein Pool von { $pool } kann nicht { $paid ->
        [one] { $paid } Platz
       *[other] { $paid } Plätzen
    } je mindestens eine Rundungsstufe von { $increment } zahlen
refusal-payout-min-cash-too-high = ein Min-Cash von { $min_cash } für { $paid ->
        [one] { $paid } Platz
       *[other] { $paid } Plätze
    } ist mehr als der Pool von { $pool }
refusal-payout-fixed-over-pool = die Zeile für { $min }–{ $max } Einträge zahlt { $sum } an festen Preisen, mehr als der Pool von { $pool }
refusal-payout-top-share = ein Anteil für den ersten Platz von { $share } liegt außerhalb dessen, was der Pool erlaubt ({ $lowest } bis { $highest } bei diesen bezahlten Plätzen und diesem Min-Cash)
refusal-satellite-zero-seat-value = ein Satellite-Platz muss mindestens 1 wert sein (Ziel-Event { $event })
refusal-satellite-no-entries = ein Event braucht mindestens einen Eintrag, um auszuzahlen
refusal-satellite-more-places = ein Pool von { $pool } bezahlt { $places ->
        [one] { $places } Platz
       *[other] { $places } Plätze
    } (Plätze im Wert von { $seat_value }), mehr als die { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    }
refusal-satellite-more-places-with-cash = ein Pool von { $pool } bezahlt { $places ->
        [one] { $places } Platz
       *[other] { $places } Plätze
    } (Plätze im Wert von { $seat_value } und { $cash } in bar), mehr als die { $entries ->
        [one] { $entries } Eintrag
       *[other] { $entries } Einträge
    }

## Refusals of the big blind ante calculator (refusal-ante-*).
refusal-ante-too-few-players = ein Tisch braucht mindestens 2 Spieler, um eine Hand zu geben, gefunden: { $found }
refusal-ante-empty-stack = der Big Blind hat keine Chips: Ein ausgeschiedener Spieler kann nichts setzen
refusal-ante-small-blind-above-big-blind = der Small Blind { $small_blind } ist größer als der Big Blind { $big_blind }
refusal-ante-no-big-blind = der Big Blind muss mehr als 0 sein
refusal-ante-no-such-level = die Struktur hat kein Level { $level } (sie hat die Level 1 bis { $last })
refusal-ante-no-big-blind-ante = Level { $level } ({ $game }) hat kein Big-Blind-Ante: { $stakes }
