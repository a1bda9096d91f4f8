# Les messages de Felt en français.

# The language's own name, as a language menu lists it.
language-name = français

## L'écran des résultats d'un tournoi terminé.

result-wins = { $name } gagne
result-last-in = { $name } est le dernier joueur en lice.
result-stopped = Le jeu est arrêté
result-stopped-how = Les joueurs encore en lice ont été classés selon leurs jetons.
result-deal = Un accord met fin au tournoi
result-deal-how = Les joueurs encore en lice se sont partagé tous les prix restants.
result-over = Le tournoi est terminé
result-one-left = Il reste un joueur.
result-seats-won =
    { $seats ->
        [one] { $seats } ticket gagné
       *[other] { $seats } tickets gagnés
    }
result-more-places =
    { $count ->
        [one] et { $count } autre place sur la feuille des résultats
       *[other] et { $count } autres places sur la feuille des résultats
    }
result-prizes-unknown = Prix non affichés : { $why }

## Numbers in words.

ordinal =
    { NUMBER($n, type: "ordinal") ->
        [one] { $n }er
       *[other] { $n }e
    }
place-shared = { $from }-{ $to }

## Les mises d'un niveau, comme l'affichage et le papier les écrivent. Les nombres arrivent
## déjà formatés ($sb vaut "1 000").

stakes-blinds = Blindes
stakes-bb-ante = Ante BB
stakes-ante = Ante
stakes-button-ante = Ante au bouton
stakes-bets = Mises
stakes-bring-in = Bring-in
stakes-complete = Compléter
stakes-high-card-opens = Ouverture carte haute
stakes-pair = { $a } / { $b }
stakes-either = { $a } ou { $b }
ante-kind-big-blind = ante de grosse blinde
ante-kind-table = ante
ante-kind-button = ante au bouton
betting-limit = Limit
betting-pot-limit = Pot-Limit
betting-no-limit = No-Limit
game-with-betting = { $game } · { $betting }
stakes-text-blinds-ante = Blindes { $sb }/{ $bb }, { $kind } { $ante }
stakes-text-blinds = Blindes { $sb }/{ $bb }
stakes-text-limit = Limites { $small }/{ $big }, blindes { $sb }/{ $bb }
stakes-text-stud = Limites { $small }/{ $big }, ante { $ante }, bring-in { $bring }, compléter à { $small }
stakes-text-stud-big-bet = Ante { $ante }, bring-in { $bring }
stakes-text-stud-opens = Limites { $small }/{ $big }, ante { $ante }, la carte haute ouvre à { $small } ou { $big }
stakes-short-stud = Limites { $small }/{ $big }, ante { $ante }, bring-in { $bring }
stakes-short-stud-opens = Limites { $small }/{ $big }, ante { $ante }, la carte haute ouvre

## L'horloge du tournoi.

clock-level = Niveau { $level }
clock-break = Pause
clock-entries = Entrées
clock-players-left = Joueurs restants
clock-average-stack = Tapis moyen
clock-prize-pool = Prize pool
clock-last-level = C'est le dernier niveau de la structure : il dure jusqu'à la fin du jeu.
clock-structure-ended = La structure est épuisée et prévoit de s'arrêter ici : ajoutez un niveau pour continuer.
clock-end-of-day = Le jeu s'arrête pour aujourd'hui ; reprise : { $period }.
clock-draw-committed = Le tirage des places est scellé par le code { $code } : après le tirage, chacun peut vérifier sur la page de vérification du tournoi que son secret donne bien ce code et attribue ces places.
clock-h4h-dealt = Main par main : la main { $hand } est distribuée à toutes les tables ; aucune table ne commence la suivante avant que toutes aient terminé.
clock-h4h-waiting = Main par main : main { $hand } ; encore en jeu : { $tables }.
clock-shootout-round = Shootout, tour { $round } : { $decided } sur { $tables } tables terminées.
clock-shootout-final = Shootout, tour { $round } : la table finale.
clock-player-entry = { $name } (entrée { $entry })
clock-lammer-owed = Lammer à régler avant la prochaine main : { $players }.
clock-lammers-by = Les lammers doivent être réglés d'ici la fin du niveau { $level }.
clock-lammers-out =
    { $count ->
        [one] { $count } lammer non réglé ({ $chips } jetons).
       *[other] { $count } lammers non réglés ({ $chips } jetons).
    }
clock-bb-ante = Ante de grosse blinde : { $rule }.
clock-late-reg-open = Les inscriptions tardives sont ouvertes jusqu'à la fin du niveau { $level }.
clock-late-reg-closed = Les inscriptions tardives ont fermé à la fin du niveau { $level }.
clock-add-on-this-break = Add-on proposé pendant cette pause : { $chips } jetons. Déjà pris : { $taken }.
clock-add-on-until = Add-on proposé jusqu'à la fin du niveau { $level } : { $chips } jetons. Déjà pris : { $taken }.
clock-add-on-now = Add-on proposé maintenant : { $chips } jetons. Déjà pris : { $taken }.
clock-add-on-this-break-price = Add-on proposé pendant cette pause : { $chips } jetons pour { $price }. Déjà pris : { $taken }.
clock-add-on-until-price = Add-on proposé jusqu'à la fin du niveau { $level } : { $chips } jetons pour { $price }. Déjà pris : { $taken }.
clock-add-on-now-price = Add-on proposé maintenant : { $chips } jetons pour { $price }. Déjà pris : { $taken }.
clock-chip-color = { $value } ({ $color })
clock-race-this-break = Jetons retirés lors de cette pause : { $chips }.
clock-race-next-break = Jetons retirés lors de la prochaine pause : { $chips }.
clock-race-this-break-how = Jetons retirés lors de cette pause : { $chips }, { $how }.
clock-race-next-break-how = Jetons retirés lors de la prochaine pause : { $chips }, { $how }.
clock-satellite =
    Satellite : { $seats ->
        [one] { $seats } ticket
       *[other] { $seats } tickets
    } pour { $target } ({ $value } chacun) ; le jeu s'arrête quand il reste { $seats ->
        [one] { $seats } joueur
       *[other] { $seats } joueurs
    }.
clock-satellite-short = Satellite pour { $target } : le prize pool ne couvre pas encore un ticket à { $value }.
clock-bomb-pot = Bomb pot : chaque joueur paie l'ante de { $ante } ; pas de mise avant le flop, et la mise minimum est égale à l'ante.
clock-bomb-pot-level = Bomb pot : chaque joueur paie l'ante du niveau ; pas de mise avant le flop, et la mise minimum est égale à l'ante.
clock-jam-or-fold = Jam or fold : à sa première action, chaque joueur fait tapis ou se couche.
clock-next-after =
    { $count ->
        [one] Niveau suivant après la prochaine élimination
       *[other] Niveau suivant après { $count } nouvelles éliminations
    }
clock-blinds-stay = Dernier niveau : les blindes n'augmentent plus
clock-hard-stop-reached = Hard stop : on termine le tour en cours (jusqu'au bouton), puis on compte les jetons ; le décompte classe les joueurs encore en lice.
clock-hard-stop-at = Hard stop { $after } après le début ; le décompte des jetons classe alors les joueurs encore en lice.
clock-by-eliminations-each = Blindes à l'élimination : le niveau suivant commence après chaque élimination, et non selon l'horloge.
clock-by-eliminations-every = Blindes à l'élimination : le niveau suivant commence toutes les { $count } éliminations, et non selon l'horloge.
clock-hard-stop-rule = Hard stop : le jeu s'arrête après { $after } ; on termine le tour en cours, puis les joueurs encore en lice sont classés selon leurs jetons.
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
tables-none = aucune table
tables-one = table { $table }
tables-many = tables { $list } et { $last }
entry-unnamed = Entrée { $entry }
bba-pays = la grosse blinde paie une ante pour toute la table
bba-pays-equal = la grosse blinde paie une ante pour toute la table, égale à { $amount }
bba-reduced = { $rule } ; { $amount } à une table de { $players } joueurs ou moins
bba-amount-big-blind = la grosse blinde
bba-amount-small-blind = la petite blinde
bba-amount-level = l'ante indiquée
race-race = par chip race (un jeton pour chaque meilleure carte)
race-one-per-winner = par chip race (un jeton pour chaque meilleure carte, arrondi à l'inférieur)
race-round = en arrondissant chaque tapis (sans cartes)
race-classic = par le chip race classique (la plus haute carte remporte tout)

## L'écran des résultats (suite).

result-seats-each = Chaque joueur encore en lice gagne un ticket.
result-seats-each-in = Chaque joueur encore en lice gagne un ticket pour { $target }.
result-bounties = { $amount } de primes
result-note-bounties = { $note } ; { $amount } de primes
result-note-deal = accord
result-note-deal-played-for = accord + montant joué
result-note-deal-still-playing = accord ; joue encore
result-note-seat-in = place pour { $event }
result-note-still-in = encore en lice
result-note-out-in-round = éliminé au tour { $round }
result-note-no-day-two = n’a pas atteint le jour 2
result-note-saver = saver
# Why the results carry no prizes, after "Prizes not shown:".
result-unknown-why = { $why }
result-unknown-shootout =
    { $entries ->
        [one] les tours du shootout ne peuvent accueillir { $entries } entrée ({ $why })
       *[other] les tours du shootout ne peuvent accueillir { $entries } entrées ({ $why })
    }

## Une période de la structure dans une phrase.

period-level = niveau { $level }
period-break-after = la pause après le niveau { $level }
period-opening-break = la pause d'ouverture
period-other = période { $period }

## L'état de l'horloge, en quelques mots.

status-not-started = pas commencé
status-running = en cours
status-paused = en pause
status-auto-paused = mis en pause par Felt
status-end-of-day = fin de journée
status-finished = terminé

## felt clock show : l'horloge dans un terminal.

cli-clock-overtime = Temps : dernier niveau, { $time } après sa fin
cli-clock-time-left = Temps restant : { $time }
cli-clock-stakes = Mises : { $stakes }
cli-clock-next-break = Ensuite : pause ({ $time })
cli-clock-next-level = Ensuite : niveau { $level } — { $game } : { $stakes }
cli-clock-next-none = Ensuite : rien (dernier niveau)
cli-clock-break-in = Prochaine pause dans : { $time }
cli-clock-payouts = Prix : { $paid } places payées ({ $basis })
cli-clock-payouts-bubble = Prix : { $paid } places payées ({ $basis }) ; bulle
cli-clock-payouts-in-the-money = Prix : { $paid } places payées ({ $basis }) ; dans l'argent
cli-clock-payouts-warning = Avertissement sur les prix : { $warning }
cli-clock-note = Note : { $note }

## Les mots propres à l'affichage (l'écran autour de l'horloge).

display-status-not-started = Pas commencé
display-status-paused = En pause
display-status-end-of-day = Fin de journée
display-status-finished = Tournoi terminé
display-last-round = Dernier tour
display-to-hard-stop = avant le hard stop
display-hard-stop-last-round = Hard stop : dernier tour
display-hard-stop-in = Hard stop dans { $time }
display-eliminations-to-next =
    { $count ->
        [one] élimination avant le niveau suivant
       *[other] éliminations avant le niveau suivant
    }
display-next = Ensuite
display-break-in = Pause dans
display-last-level = Dernier niveau
display-next-break = Pause ({ $time })
display-next-level = Niveau { $level } · { $game } · { $stakes }
display-next-level-after =
    Niveau { $level } · { $game } · { $stakes } · { $count ->
        [one] après la prochaine élimination
       *[other] après { $count } nouvelles éliminations
    }
display-next-a-break = Ensuite : une pause
display-next-level-short = Ensuite : niveau { $level } · { $game }
display-chip-race = Chip race pendant cette pause
display-no-chip-race = Pause : aucun jeton n'est retiré
display-bubble = Bulle
display-bubble-why = le prochain éliminé ne gagne rien
display-in-the-money = Dans l'argent
display-in-the-money-why = chaque joueur restant gagne un prix
display-payouts = Prix
display-next-paid = Prochain prix
display-final-results = Résultats finaux
display-more-places =
    { $count ->
        [one] et { $count } autre place sur la feuille des résultats
       *[other] et { $count } autres places sur la feuille des résultats
    }
display-leaderboard =
    Classement · { $finished } sur { $events ->
        [one] { $events } tournoi joué
       *[other] { $events } tournois joués
    } · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
display-leaderboard-empty = Pas encore de points : le classement se remplit à mesure que les tournois se terminent.
display-sound-off = Son coupé : cliquez ou appuyez sur une touche sur cet écran pour activer le son
display-offline = Reconnexion à Felt…

duration-seconds = { $seconds } s
display-paid =
    { $paid ->
        [one] { $paid } payé
       *[other] { $paid } payés
    }
display-paid-locked =
    { $paid ->
        [one] { $paid } payé · verrouillé
       *[other] { $paid } payés · verrouillé
    }
display-places-shown = { $shown } sur { $paid } places
display-no-prizes = Aucun prix à afficher pour ce tournoi.

## Ce que les écrans annoncent à voix haute. Les nombres arrivent déjà formatés ($sb vaut "1 000").

spoken-blinds = blindes { $sb } et { $bb }
spoken-blinds-ante = blindes { $sb } et { $bb }, { $kind } { $ante }
spoken-limits = limites { $small } et { $big }, blindes { $sb } et { $bb }
spoken-stud = limites { $small } et { $big }, ante { $ante }, bring-in { $bring }
spoken-stud-big-bet = ante { $ante }, bring-in { $bring }
spoken-stud-opens = limites { $small } et { $big }, ante { $ante }, la carte haute ouvre
spoken-seconds =
    { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
spoken-minutes =
    { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
spoken-break = Pause, { $length }.
spoken-chip = les jetons de { $value }
spoken-chip-color = les jetons { $color } de { $value }
# Une liste dite à voix haute : les jetons verts de 25, les jetons de 100 et les jetons de 500.
spoken-list = { $list } et { $last }
spoken-race =
    { $count ->
        [one] Chip race pendant cette pause : { $chips } sont retirés du jeu.
       *[other] Chip race pendant cette pause : { $chips } sont retirés du jeu.
    }
spoken-level-game = Niveau { $level } : { $game }, { $stakes }.
spoken-level = Niveau { $level }.
spoken-one-minute-break = Il reste une minute de pause.
spoken-one-minute-level = Il reste une minute au niveau { $level }.
spoken-one-minute = Il reste une minute.
spoken-h4h-start = Nous passons en main par main. Chaque table joue une main et attend les autres.
spoken-h4h-hand = Main par main, main { $hand }.
spoken-in-the-money =
    { $paid ->
        [one] Nous sommes dans l'argent : une place est payée, et chaque joueur encore en lice gagne un prix.
       *[other] Nous sommes dans l'argent : { $paid } places sont payées, et chaque joueur encore en lice gagne un prix.
    }

## La colonne des prix : comment les prix ont été calculés, et le deal.

payouts-round = éliminé au tour { $round }
payouts-saver = saver
payouts-basis-none = aucun prix
payouts-basis-row = { $title }, ligne pour { $min }-{ $max } entrées
payouts-basis-row-one =
    { $entries ->
        [one] { $title }, ligne pour { $entries } entrée
       *[other] { $title }, ligne pour { $entries } entrées
    }
payouts-basis-row-part = { $title }, ligne pour { $min }-{ $max } entrées : les premières de ses { $places } places (avec l'arrondi, le prize pool ne paie pas davantage)
payouts-basis-curve = courbe de paiement
payouts-basis-beyond = courbe de paiement (le nombre d'entrées dépasse les lignes de { $title })
payouts-basis-satellite =
    { $seats ->
        [one] satellite : { $seats } ticket
       *[other] satellite : { $seats } tickets
    }
payouts-basis-satellite-in = tickets de satellite pour { $target }
payouts-basis-locked = { $basis } ; verrouillé
payouts-basis-by-round = { $basis } ; shootout, payé selon le tour atteint
payouts-basis-savers = { $basis } ; { $amount } de savers prélevés d'abord sur le prize pool
payouts-warning-locked =
    { $entries ->
        [one] les prix ont été verrouillés à { $entries } entrée (prize pool { $at_lock }) ; le prize pool est maintenant de { $pool }
       *[other] les prix ont été verrouillés à { $entries } entrées (prize pool { $at_lock }) ; le prize pool est maintenant de { $pool }
    }
payouts-warning-shootout =
    { $entries ->
        [one] pas encore de prix : les tours du shootout ne peuvent pas accueillir { $entries } entrée ({ $why })
       *[other] pas encore de prix : les tours du shootout ne peuvent pas accueillir { $entries } entrées ({ $why })
    }
payouts-warning-none = pas encore de prix : { $why }
payouts-deal = Deal ({ $how }) entre { $players } joueurs
payouts-deals = { $deals } deals entre { $players } joueurs (le dernier : { $how })
payouts-deal-chop = chip chop
payouts-deal-icm = ICM
payouts-deal-custom = personnalisé
payouts-play-for = { $amount } réservés pour la 1re place

## The console's words used by many panels.
ui-cancel = Annuler
ui-add = Ajouter
ui-remove = Retirer
ui-create = Créer
ui-save = Enregistrer
ui-close = Fermer
ui-undo = Annuler l’action
ui-redo = Rétablir
ui-player = Joueur
ui-players = Joueurs
ui-stakes = Mises
ui-level = Niveau
ui-game = Jeu
ui-seat = Siège
ui-chips = Jetons
ui-entries = Entrées
ui-ante = Ante

## felt console-language: the console's language.
cli-console-language = La console parle { $language }.
cli-console-language-browsers = La console parle la langue de chaque navigateur.

## Console.svelte: the TD console around the panels (the tab's title, the key lock).
console-page-title = { $event_name } — console Felt
console-keys-locked = Les touches de l’horloge sont verrouillées : appuyez sur Retour arrière pour les déverrouiller.

## EventBar.svelte: the console's top bar (the event picker and the page buttons).
event-bar-event = Tournoi
event-bar-option = { $event } ({ $state })
event-bar-option-level = { $event } ({ $state }, niveau { $level })
event-bar-option-archived = { $event } ({ $state }, archivé)
event-bar-option-level-archived = { $event } ({ $state }, niveau { $level }, archivé)
event-bar-damaged = ENDOMMAGÉ, lecture seule
event-bar-status =
    { $status ->
        [not-started] pas commencé
        [running] en cours
        [paused] en pause
        [auto-paused] en pause automatique
        [end-of-day] fin de journée
       *[finished] terminé
    }
event-bar-show-archived = archivés
event-bar-new-event = Nouveau tournoi…
event-bar-structures = Structures…
event-bar-players = Joueurs…
event-bar-series = Séries…
event-bar-nights = Soirées home game…
event-bar-unmute-hint = Appuyez sur M pour réactiver le son
event-bar-sound-off = Son coupé
event-bar-help-hint = F1 ou /
event-bar-help = Aide
event-bar-guide = Guide

## CreateEvent.svelte: the form that makes a new event (from a structure, a template, a file, or the flights of a Day 2).
create-event-title = Nouveau tournoi
create-event-day-two-legend = Day 2 à partir des flights dont la journée est terminée
create-event-flight =
    { $count ->
        [one] { $event } · { $count } qualifié
       *[other] { $event } · { $count } qualifiés
    }
create-event-rule = Un joueur qualifié dans deux flights
create-event-rule-best-stack = garde son meilleur tapis
create-event-rule-all-stacks = cumule tous ses tapis
create-event-day-two-name = Nom
create-event-day-two-name-placeholder = (celui du flight, en Day 2)
create-event-make-day-two = Créer le Day 2
create-event-from-library = Depuis vos structures
create-event-library-errors =
    { $count ->
        [one] { $name } ({ $count } erreur)
       *[other] { $name } ({ $count } erreurs)
    }
create-event-edit-structures = Créer ou modifier une structure…
create-event-from-template = Depuis un modèle
create-event-example = Structure d’exemple
create-event-or = ou
create-event-structure-file = Fichier de structure (.toml)

## ClockPanel.svelte: the console's own clock (time, stakes, counts, key lock).
clock-panel-time-played = temps joué à ce niveau
clock-panel-next-break = Pause, { $length }
clock-panel-eliminated =
    { $count ->
        [one] { $rule } ({ $count } éliminé)
       *[other] { $rule } ({ $count } éliminés)
    }
clock-panel-hard-stop = Hard stop
clock-panel-hard-stop-now = maintenant : finir le tour, puis compter les jetons
clock-panel-hard-stop-in = dans { $time }
clock-panel-add-ons = Add-ons
clock-panel-average = Moy.
clock-panel-keys-unlocked = Touches de l’horloge déverrouillées
clock-panel-keys-locked = Touches de l’horloge verrouillées (Retour arrière les déverrouille)
clock-panel-offline = Reconnexion au serveur…

## Controls.svelte: the clock's and the counters' buttons.
controls-start = Démarrer
controls-pause = Pause
controls-resume = Reprendre
controls-end-day-words = L’horloge s’arrête en { $period } avec { $left } restant, jusqu’à ce que vous appuyiez sur « Reprendre ».
controls-not-a-time = « { $text } » n’est pas une durée : écrivez des minutes (20) ou minutes:secondes (12:30).
controls-previous-level = Niveau précédent
controls-next-level = Niveau suivant
controls-minus-minute = −1 min
controls-plus-minute = +1 min
controls-set-time-left = Régler le temps restant
controls-set = Régler
controls-break-now = Pause immédiate
controls-break-minutes = Minutes de pause
controls-minutes-unit = min
controls-end-day = Finir la journée
controls-end-day-confirm = Confirmer : finir la journée
controls-bust = −1 (éliminé)

## RecentActions.svelte: undo and redo, with the event's recent actions.
recent-title = Actions récentes
recent-undo-next = Annuler : { $action }
recent-nothing-to-undo = Rien à annuler
recent-redo-next = Rétablir : { $action }
recent-nothing-to-redo = Rien à rétablir
recent-undo-heading =
    { $count ->
        [one] Annuler { $count } action, dans cet ordre :
       *[other] Annuler { $count } actions, dans cet ordre :
    }
recent-redo-heading =
    { $count ->
        [one] Rétablir { $count } action, dans cet ordre :
       *[other] Rétablir { $count } actions, dans cet ordre :
    }
recent-undo-count =
    { $count ->
        [one] Annuler { $count } action
       *[other] Annuler { $count } actions
    }
recent-redo-count =
    { $count ->
        [one] Rétablir { $count } action
       *[other] Rétablir { $count } actions
    }
recent-undone = { $action } (annulée)
recent-by = depuis { $device }
recent-redo-to-title = Rétablir jusqu’à cette action
recent-undo-to-title = Annuler jusqu’à cette action
recent-redo-to-here = rétablir jusqu’ici
recent-back-to-here = revenir jusqu’ici
recent-none = Rien pour l’instant.

## StructureTable.svelte: the event's levels and breaks, changed while it runs.
structure-table-title = Structure
structure-table-time = Durée
structure-table-click-to-jump = Cliquez pour aller ici
structure-table-jump-to-break = Aller à la pause
structure-table-jump-to-level = Aller au niveau { $level }
structure-table-jump-break-confirm = Aller à cette pause avec toute sa durée ?
structure-table-jump-level-confirm = Aller au niveau { $level } avec toute sa durée ?
structure-table-change = Modifier
structure-table-change-break = Modifier la pause
structure-table-change-level = Modifier le niveau { $level }
structure-table-minutes = Minutes
structure-table-add-kind = Ajouter un niveau ou une pause
structure-table-add-level = Ajouter un niveau
structure-table-add-break = Ajouter une pause
structure-table-game-as-before = comme le niveau précédent
structure-table-minutes-same = idem
structure-table-where = Où
structure-table-at-the-end = à la fin
structure-table-before-level = avant le niveau { $level }
structure-table-extend-stop-hint = La structure s’arrête à son dernier niveau : ceci ajoute le suivant comme elle l’indique
structure-table-extend-auto-hint = Felt l’ajoute de lui-même quand le dernier niveau commence
structure-table-extend-doubled = Ajouter le niveau suivant (doublé)
structure-table-extend-as-last = Ajouter le niveau suivant (comme les derniers)

## HelpOverlay.svelte: the console's help (the keys, and the problem report).
help-overlay-keys = Touches
help-overlay-report-title = Signaler un problème
help-overlay-report-what = Un seul .zip à joindre à votre message : le journal de Felt, cette installation et ses réglages. Il ne contient jamais le jeton du TD, le jeton d’un appareil ni le secret d’un tirage.
help-overlay-with-database = Ajouter une copie de la base de données (elle contient les noms des joueurs)
help-overlay-writing = Écriture…
help-overlay-save = Enregistrer le rapport
help-overlay-saved = { $file } ({ $size } Ko) enregistré dans vos téléchargements : joignez-le à votre message.
help-overlay-database = Base de données
help-overlay-log = Journal

## TokenBox.svelte: where the TD types the token the server printed.
token-box-label = Jeton du TD (affiché par { $command } ; nécessaire pour modifier les tournois)
token-box-use = Utiliser le jeton

## DamageBanner.svelte: a damaged log makes the event read-only, with the repair offered.
damage-title = Ce tournoi ne peut pas être modifié
damage-repair-what = L’action endommagée reste dans le journal et sera désormais ignorée. Les actions suivantes sont conservées.

## MovesAlert.svelte: above the clock, what the room must do before the next hand.
moves-alert-bubble = La prochaine élimination est la bulle :
moves-alert-bubble-ask = passer en main par main ?
moves-alert-bubble-go = Passer en main par main
moves-alert-moves =
    { $count ->
        [one] Un déplacement à faire :
       *[other] { $count } déplacements à faire :
    }
moves-alert-more =
    { $count ->
        [one] et { $count } autre
       *[other] et { $count } autres
    }
moves-alert-hold = Jeu suspendu : { $tables }
moves-alert-table = T{ $table }
moves-alert-show = Voir les déplacements

## ResultPanel.svelte: the end of the event at the desk (results, printouts, undo).
result-panel-more =
    { $count ->
        [one] et { $count } autre dans les résultats.
       *[other] et { $count } autres dans les résultats.
    }
result-panel-print-a4 = Imprimer les résultats (A4)
result-panel-us-letter = Lettre US
result-panel-undo = Annuler la dernière action et continuer

## AnnouncePanel.svelte: a short message to every display, and the language the screens speak.
announce-title = Message aux écrans
announce-placeholder = La table 7 est cassée
announce-message = Message
announce-send = Envoyer
announce-on-screens = À l’écran : « { $text } »
announce-clear = Retirer
announce-screens-speak = Langue des écrans
announce-each-browser = Langue de chaque navigateur

## EventPanel.svelte: archive, export, check or delete this event.
event-panel-deleted = Le tournoi nº { $id } ({ $name }) a été supprimé ; son journal se trouve dans { $path }
event-panel-title = Ce tournoi
event-panel-unarchive = Remettre dans la liste
event-panel-archive = Archiver
event-panel-export = Exporter avec son journal
event-panel-check-log = Vérifier le journal
event-panel-delete-confirm = Confirmer : supprimer « { $name } » (son journal est enregistré à côté de la base de données)
event-panel-delete = Supprimer le tournoi…

## PaperPanel.svelte: the event's printouts (PDF, and the results as CSV).
paper-panel-title = Imprimer
paper-panel-sheet = Fiche de structure :
paper-panel-card = Carte des règles :
paper-panel-seat-cards = Cartes de place :
paper-panel-table-lists = Listes des tables :
paper-panel-moves = Liste des déplacements :
paper-panel-results = Résultats :
paper-panel-csv = Résultats pour un tableur :

## LanPanel.svelte: the links for screens and phones, and the LAN switch.
lan-title = Écrans
lan-clock-display = Affichage de l’horloge :
lan-qr-alt = QR code de l’adresse de l’affichage
lan-closed = Seul cet ordinateur peut l’ouvrir tant que Felt n’est pas ouvert au réseau local.
lan-open = Ouvrir au réseau local (TV et téléphones)
lan-open-on = Ouvert au réseau local sur { $addresses }, port { $port }.
lan-open-on-own = Ouvert au réseau local sur les adresses de cet ordinateur, port { $port }.
lan-close = Fermer au réseau local
lan-names = Noms auxquels ce Felt répond
lan-names-added =
    { $count ->
        [one] Noms auxquels ce Felt répond ({ $count } ajouté)
       *[other] Noms auxquels ce Felt répond ({ $count } ajoutés)
    }
lan-names-hint = Toujours le loopback et les adresses de cet ordinateur ; ajoutez un nom que les appareils de la salle utilisent pour lui (felt.lan). Les autres noms sont refusés, afin qu’aucune page web ne puisse lire la salle.
lan-forget = Ne plus répondre à { $name }
lan-host-name = Nom d’hôte
lan-add-name = Ajouter le nom

## AntePanel.svelte : le calculateur d’ante de grosse blinde.
ante-panel-load-error = Le calculateur d’ante de grosse blinde n’a pas pu lire la structure : { $error }
ante-panel-title = Calculateur d’ante de grosse blinde
ante-panel-players = Joueurs à la table
ante-panel-stack = Tapis de la grosse blinde
ante-panel-being-played = en cours
ante-panel-big-blind = Grosse blinde
ante-panel-left-behind = Reste
ante-panel-blinds = blindes { $sb }/{ $bb }
ante-panel-ante-due = ante due { $ante }
ante-panel-rule-label = Ante de grosse blinde :
ante-panel-hint = Saisissez les joueurs à la table et le tapis de la grosse blinde.

## PayoutsList.svelte : les prix vus depuis la console.
payouts-list-empty = Les prix apparaissent dès la première entrée.

## DealPanel.svelte : verrouiller les prix, les savers et un deal entre les joueurs encore en lice.
deal-panel-title = Prix et deal
deal-panel-unlock = Déverrouiller
deal-panel-lock = Verrouiller
deal-panel-locked = verrouillés
deal-panel-following = suivent les entrées
deal-panel-savers-bad = saisissez les savers sous forme de montants, en commençant par le prochain éliminé (« 110 » ou « $110, $55 »), et non « { $text } »
deal-panel-savers-not-agreed = cochez d’abord que tous les joueurs encore en lice sont d’accord
deal-panel-savers-summary = Savers pour les prochains éliminés
deal-panel-savers-note = Le premier montant va au prochain éliminé, le deuxième au suivant ; ils sont prélevés sur le prize pool avant le paiement des places.
deal-panel-amounts = Montants
deal-panel-savers = Savers
deal-panel-savers-agreed =
    { $count ->
        [one] Le joueur encore en lice ({ $count }) est d’accord
       *[other] Les { $count } joueurs encore en lice sont d’accord
    }
deal-panel-savers-record = Enregistrer les savers
deal-panel-another-deal = Nouveau deal entre les joueurs encore en lice : { $play_for }
deal-panel-deal-summary = Deal entre les joueurs encore en lice
deal-panel-method = Méthode
deal-panel-chip-chop = Chip chop
deal-panel-custom = Personnalisé
deal-panel-play-for = En jeu
deal-panel-heads = Hors du chop : chaque joueur garde la prime sur sa propre tête ({ $heads }).
deal-panel-paid-now = Payé
deal-panel-agreed = D’accord
deal-panel-chips-of = Jetons de { $name }
deal-panel-paid-now-of = Payé maintenant à { $name }
deal-panel-agrees = { $name } est d’accord
deal-panel-prizes-left = Prix restants { $left } ; saisi { $typed }
deal-panel-estimate = (estimation : chacun à environ { $amount } près)
deal-panel-bounties-caption = Primes, hors du chop : chaque tête partagée selon les jetons
deal-panel-own-head = Sa tête
deal-panel-heads-by-chips = Têtes aux jetons
deal-panel-deal-and-heads = Deal + têtes
deal-panel-not-agreed = Pas encore d’accord : { $names }
deal-panel-propose = Proposer
deal-panel-record = Enregistrer le deal

## BountyPanel.svelte : le relevé des primes d’un tournoi à primes.
bounty-panel-mystery = Primes mystère
bounty-panel-sealed =
    { $count ->
        [one] dès le niveau { $level } · { $count } enveloppe scellée ({ $total })
       *[other] dès le niveau { $level } · { $count } enveloppes scellées ({ $total })
    }
bounty-panel-sealed-top =
    { $count ->
        [one] dès le niveau { $level } · { $count } enveloppe scellée ({ $total }, la plus grosse { $top })
       *[other] dès le niveau { $level } · { $count } enveloppes scellées ({ $total }, la plus grosse { $top })
    }
bounty-panel-progressive = Knockout progressif
bounty-panel-bounties = Primes
bounty-panel-to-start = { $bounty } au départ · { $outstanding } encore sur les têtes
bounty-panel-each = { $bounty } chacune · { $outstanding } encore sur les têtes
bounty-panel-heads-now = Sur leur tête actuellement
bounty-panel-won-cash = Gagné en espèces
bounty-panel-knockouts = { $count } KO
bounty-panel-knockouts-own = { $count } KO + la sienne
bounty-panel-none = Aucune prime gagnée pour l’instant.
bounty-panel-error = Le relevé n’a pas pu être mis à jour : { $error }

## TableReports.svelte : les signalements envoyés par les appareils des tables, appliqués aussitôt ou à la console.
table-reports-title = Signalements des tables
table-reports-waiting =
    { $count ->
        [one] { $count } en attente
       *[other] { $count } en attente
    }
table-reports-at-once = appliquer dès leur arrivée
table-reports-desk = attendre un clic ici
table-reports-apply = Appliquer
table-reports-decline = Refuser
table-reports-nothing-waiting = Rien en attente. Une élimination, un bouton, une main gagnée ou les jetons d’une table attendront ici.
table-reports-show-decided =
    { $count ->
        [one] Afficher le dernier traité
       *[other] Afficher les { $count } derniers traités
    }
table-reports-hide-decided =
    { $count ->
        [one] Masquer le dernier traité
       *[other] Masquer les { $count } derniers traités
    }

## ScreensPanel.svelte : les écrans de la salle, leur disposition et un lien pour en ouvrir un nouveau.
screens-panel-title = Écrans
screens-panel-no-token = Le jeton du directeur de tournoi affiche les écrans de la salle.
screens-panel-none = Aucun écran ne s’est encore signalé : ouvrez un affichage avec le lien ci-dessous.
screens-panel-screen-name = Nom de l’écran
screens-panel-layout = Disposition
screens-panel-table = Table
screens-panel-layout-clock = Horloge
screens-panel-layout-seating = Plan de salle
screens-panel-layout-rotation = Horloge, plan, prix en alternance
screens-panel-layout-table = Une table
screens-panel-facts =
    Tournoi nº { $event } · affiche { $showing ->
        [clock] horloge
        [seating] plan de salle
        [payouts] gains
        [rotation] rotation
       *[table] table
    } · { $width }×{ $height } · horloge { $error } ms (décalage { $offset } ms, aller-retour { $rtt } ms) · son { $sound ->
        [on] activé
       *[off] coupé
    } · signalé { $heard }
screens-panel-language = Langue
screens-panel-language-event = Langue du tournoi
screens-panel-heard-now = à l’instant
screens-panel-heard-ago = il y a { $seconds } s
screens-panel-open-new = Ouvrir un nouvel écran
screens-panel-name = Nom
screens-panel-name-example = TV du bar
screens-panel-qr-alt = QR code de l’adresse du nouvel écran
screens-panel-kiosk-intro = Pour une télévision qui n’a jamais besoin d’un clic :
screens-panel-kiosk-sound = Un navigateur ouvert à la main garde le son coupé jusqu’à ce que quelqu’un clique ou appuie une fois sur une touche ; l’écran l’indique jusque-là, et ce panneau le signale.

## DevicesPanel.svelte : les téléphones et tablettes associés à ce Felt, et le jeton du directeur.
devices-panel-token-note = Un nouveau jeton de directeur est utilisé ici ; les autres navigateurs et scripts en ont besoin (felt token l’affiche).
devices-panel-revoked = révoqué à { $time }
devices-panel-last-used = dernière utilisation à { $time }
devices-panel-never-used = jamais utilisé
devices-panel-title = Téléphones et tablettes
devices-panel-may-use = Peut utiliser
devices-panel-scope-desk = la console (joueurs, places, horloge)
devices-panel-scope-clock = l’horloge seulement
devices-panel-scope-table = une table
devices-panel-table = Table
devices-panel-name = Nom
devices-panel-name-example = Téléphone du floor
devices-panel-pair = Associer un appareil
devices-panel-unreachable = Un autre appareil ne peut pas encore utiliser ce code : { $why }
devices-panel-open-lan = Ouvrir au réseau local
devices-panel-qr-alt = QR code pour associer un appareil
devices-panel-scan =
    { $minutes ->
        [one] Scannez avec le téléphone ou la tablette : il pourra ensuite gérer { $what }. Le code ne sert qu’une fois, pendant encore { $minutes } minute ; il ne contient pas le jeton du directeur.
       *[other] Scannez avec le téléphone ou la tablette : il pourra ensuite gérer { $what }. Le code ne sert qu’une fois, pendant encore { $minutes } minutes ; il ne contient pas le jeton du directeur.
    }
devices-panel-confirm-token = Confirmer : l’ancien jeton cessera de fonctionner
devices-panel-new-token = Nouveau jeton…
devices-panel-confirm-revoke = Confirmer
devices-panel-revoke = Révoquer

## SlidesPanel.svelte : les diapositives de la maison et quand les écrans les affichent.
slides-panel-adding = Ajout de { $file }…
slides-panel-default-name = Diapositive
slides-panel-file-error = { $file } : { $error }
slides-panel-title = Diapositives sur les écrans
slides-panel-breaks = pendant les pauses
slides-panel-during-play = une toutes les 2 minutes de jeu
slides-panel-each-for = chacune pendant
slides-panel-confirm-remove = Confirmer
slides-panel-none = Pas encore de diapositives. Ajoutez les images de la maison (PNG, JPEG, WebP ou GIF) : les écrans de chaque tournoi peuvent les afficher.
slides-panel-add-images = Ajouter des images

## BackupsPanel.svelte : les sauvegardes de la base de données, faites maintenant ou restaurées.
backups-panel-reason-level = un niveau a commencé
backups-panel-reason-break = une pause a commencé
backups-panel-reason-timer = dix minutes de jeu
backups-panel-reason-manual = faite par le directeur
backups-panel-reason-before-restore = avant une restauration
backups-panel-backed-up = Sauvegardé : { $name }
backups-panel-restored =
    { $events ->
        [one] Sauvegarde { $from } restaurée : { $events } tournoi. La salle telle qu’elle était est conservée sous { $saved_as } (Sauvegardes, pour annuler).
       *[other] Sauvegarde { $from } restaurée : { $events } tournois. La salle telle qu’elle était est conservée sous { $saved_as } (Sauvegardes, pour annuler).
    }
backups-panel-title = Sauvegardes
backups-panel-hide = Masquer
backups-panel-show = Afficher
backups-panel-hint = Faites par le serveur quand un niveau ou une pause commence, et toutes les dix minutes tant que quelque chose change.
backups-panel-back-up-now = Sauvegarder
backups-panel-folder =
    { $keep ->
        [one] Dans { $folder } (la plus récente est conservée)
       *[other] Dans { $folder } (les { $keep } plus récentes sont conservées)
    }
backups-panel-carry = Pour déplacer la salle, emportez une sauvegarde, ou la base de données { $database } elle-même une fois Felt arrêté (ce seul fichier contient alors tout).
backups-panel-none = Aucune pour l’instant.
backups-panel-restore-label = Restaurer la sauvegarde du { $when }
backups-panel-confirm-restore = Confirmer : toute la salle revient en arrière
backups-panel-restore = Restaurer
backups-panel-older =
    { $count ->
        [one] et { $count } plus ancienne (felt backup list les affiche toutes)
       *[other] et { $count } plus anciennes (felt backup list les affiche toutes)
    }

## ChipRacePanel.svelte : l’aide au chip race pour une table.
chip-race-panel-entry = entrée { $entry }
chip-race-panel-seat-name = Siège { $seat } · { $name }
chip-race-panel-seat-words = Siège { $seat } ({ $name })
chip-race-panel-seat = Siège { $seat }
chip-race-panel-pick-table-first = choisissez d’abord la table où le chip race a eu lieu (au-dessus des sièges)
chip-race-panel-bad-table = la table doit être un numéro de table, reçu « { $table } »
chip-race-panel-recorded = Enregistré à la table { $table }.
chip-race-panel-variant-race = Race (restes arrondis au jeton le plus proche)
chip-race-panel-variant-one-per-winner = Un jeton par gagnant (arrondi à l’inférieur)
chip-race-panel-variant-round = Sans cartes : arrondir chaque siège
chip-race-panel-variant-classic = Classique : la plus haute carte remporte tout
chip-race-panel-and = { $a } et { $b }
chip-race-panel-title = Chip race
chip-race-panel-plan-now = Cette pause retire { $remove } au profit de { $next }.
chip-race-panel-plan-later = La pause après le niveau { $level } retire { $remove } au profit de { $next }.
chip-race-panel-no-plan = La structure ne prévoit plus de chip race ; saisissez les jetons à la main.
chip-race-panel-table = Table
chip-race-panel-pick-table = choisir la table
chip-race-panel-table-n = Table { $table }
chip-race-panel-chip-removed = Jeton retiré
chip-race-panel-becomes = Devient
chip-race-panel-seats = Sièges
chip-race-panel-leftovers = Restes
chip-race-panel-app-deals = L’appli distribue les cartes
chip-race-panel-enter-cards = Saisir les cartes distribuées
chip-race-panel-seed = Graine
chip-race-panel-new-deal = nouvelle donne
chip-race-panel-chips-of = Jetons de { $value }
chip-race-panel-nothing-else-title = Le joueur n’a pas d’autres jetons : le chip race ne doit pas l’éliminer
chip-race-panel-nothing-else = Rien d’autre
chip-race-panel-cards-dealt = Cartes distribuées
chip-race-panel-cards = Cartes
chip-race-panel-receives = Reçoit
chip-race-panel-count-label = { $seat } : jetons de la couleur retirée
chip-race-panel-nothing-else-label = { $seat } n’a pas d’autres jetons
chip-race-panel-cards-label = { $seat } : cartes distribuées
chip-race-panel-not-raced-out = pas éliminé par le race
chip-race-panel-run = Lancer le race
chip-race-panel-clear = Effacer
chip-race-panel-load-error = Les pauses du tournoi n’ont pas pu être lues : { $error }
chip-race-panel-record-at = Enregistrer le race à la table { $table } (les jetons en jeu suivent)
chip-race-panel-record = Enregistrer le race (les jetons en jeu suivent)

## ShowdownPanel.svelte : l’arbitre d’abattage (sur la console et sur un appareil associé).
showdown-panel-spades = pique
showdown-panel-hearts = cœur
showdown-panel-diamonds = carreau
showdown-panel-clubs = trèfle
showdown-panel-cards-each = { $cards } chacun
showdown-panel-cards-split = les deux mains formées, séparées par |
showdown-panel-cards-down-up = les cartes cachées | les cartes visibles
showdown-panel-cards-wild = * après la carte joker
showdown-panel-title = Arbitre d’abattage
showdown-panel-pick-game = choisir le jeu
showdown-panel-not-settled = Non tranché par les cartes
showdown-panel-board = Tableau
showdown-panel-parts = Parts en jeu dans cette main
showdown-panel-from-board = Le flop en décide : laissez-les décochées et l’arbitre le lit.
showdown-panel-when = quand { $when }
showdown-panel-seat-order = Ordre des sièges, sens horaire
showdown-panel-cards = Cartes
showdown-panel-declares = Annonce
showdown-panel-put-in = Misé
showdown-panel-side-pots = side pots
showdown-panel-seat-name-label = Nom du siège { $seat }
showdown-panel-folded = couché
showdown-panel-cards-of = Cartes de { $name }
showdown-panel-seat-cards = Cartes du siège { $seat }
showdown-panel-declares-of = Annonce de { $name }
showdown-panel-high = high
showdown-panel-low = low
showdown-panel-both = les deux
showdown-panel-put-in-of = Mise de { $name }
showdown-panel-remove-of = Retirer { $name }
showdown-panel-add-hand = Ajouter une main
showdown-panel-tap-card = Touchez une carte
showdown-panel-card-label = { $rank } de { $suit }
showdown-panel-joker = le joker
showdown-panel-to-board = vers le tableau
showdown-panel-to-hand = vers { $name }
showdown-panel-to-the-hand = vers la main
showdown-panel-take-back = Reprendre la dernière carte
showdown-panel-button = Bouton
showdown-panel-no-button-stud = aucun (stud)
showdown-panel-no-button = à gauche du premier siège
showdown-panel-pot = Pot
showdown-panel-pot-placeholder = jetons
showdown-panel-smallest-chip = Plus petit jeton
showdown-panel-rolled = Dé lancé
showdown-panel-wild = Joker de cette main
showdown-panel-wild-placeholder = 7 ou none
showdown-panel-judge = Trancher l’abattage
showdown-panel-clear = Effacer les cartes
showdown-panel-main-pot = Pot principal : { $amount }
showdown-panel-side-pot = Side pot { $pot } : { $amount }
showdown-panel-nobody-qualifies = personne ne se qualifie

## FieldPanel.svelte: le panneau des joueurs et des places de la console
field-panel-title = Joueurs et placement
field-panel-counts =
    { $left } restants · { $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    } · { $busted } éliminés · { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
field-panel-draw-committed = Tirage scellé : { $code }
field-panel-commit-title = Felt garde un secret et affiche son code sur les écrans ; le tirage le révèle, pour que chacun puisse vérifier les places ensuite
field-panel-commit = Sceller le tirage
field-panel-draw-seats = Tirer les places
field-panel-seat-alternates =
    { $count ->
        [one] Placer le remplaçant
       *[other] Placer { $count } remplaçants
    }
field-panel-hfh-on-hand = Main par main : ACTIVÉ (main { $hand })
field-panel-hfh-on = Main par main : ACTIVÉ
field-panel-hfh-off = Main par main : désactivé
field-panel-hfh-hand-done = Toutes les tables ont fini la main
field-panel-hfh-waiting = Terminé : { $done } · encore en jeu : { $waiting }
field-panel-hfh-over = Dans l’argent : fin du main par main
field-panel-hfh-proposed = La prochaine élimination est la bulle : passer en main par main ?
field-panel-hfh-go = Passer en main par main
field-panel-seating-link = Plan des tables ↗
field-panel-verify-link = Vérifier le tirage ↗
field-panel-seat-title = Table { $table }, siège { $seat }
field-panel-seat-empty = vide
field-panel-seat-has-button = { $who } · a le bouton
field-panel-hand-won = Main gagnée : bouton au siège { $seat }
field-panel-button-here = Bouton ici
field-panel-confirm-bust = Confirmer l’élimination
field-panel-bust = Éliminer { $name }
field-panel-close-seat = Fermer les actions du siège

## RegisterForm.svelte: inscrire un joueur, ou une liste de joueurs collée
register-form-list-empty = Collez d’abord les noms, un joueur par ligne.
register-form-list-done =
    { $count ->
        [one] { $count } joueur inscrit en une seule action (une seule annulation les retire tous).
       *[other] { $count } joueurs inscrits en une seule action (une seule annulation les retire tous).
    }
register-form-no-name = Saisissez d’abord le nom du joueur.
register-form-title = Inscrire un joueur
register-form-name-placeholder = Nom
register-form-name-label = Nom du joueur
# A suggested player's earlier events.
register-form-suggest-events =
    { $count ->
        [one] { $count } tournoi
       *[other] { $count } tournois
    }
register-form-number-placeholder = Numéro (facultatif)
register-form-number-label = Numéro du joueur
register-form-register = Inscrire
register-form-ticket = Ticket de satellite
register-form-ticket-none = Aucun : le joueur paie
# $satellite is the satellite event's number.
register-form-ticket-option = { $holder } : ticket gagné au n° { $satellite } { $satellite_name } ({ $value })
register-form-ticket-note = Aucun buy-in encaissé : le ticket de { $holder } le paie.
register-form-closed = Les inscriptions tardives sont closes : l’application refuse les nouvelles entrées.
# $standing is where the entry stands ("Table 12, seat 3").
register-form-already = { $name } est déjà dans ce tournoi ({ $standing }) : vérifiez qu’il ne s’agit pas de la même personne.
register-form-list-title = Inscrire une liste
register-form-list-help = Un joueur par ligne ; un numéro peut suivre une tabulation (colonnes collées depuis un tableur : la première est le nom, la dernière le numéro).
register-form-list-send =
    { $count ->
        [one] Inscrire { $count } joueur
       *[other] Inscrire { $count } joueurs
    }
register-form-list-send-none = Inscrire la liste
register-form-list-all-or-none = Personne n’est inscrit si un seul nom est refusé.

## PlayerList.svelte: toutes les entrées du tournoi, avec recherche et pages, et leurs actions
player-list-no-knocker = aucun joueur assis ne correspond à « { $text } » pour « éliminé par »
player-list-bad-stack = « { $text } » n’est pas un nombre de jetons pour « tapis au début de la main »
player-list-split-needs-knocker = Indiquez d’abord qui a éliminé le joueur, puis qui a partagé le pot avec lui
player-list-no-sharer = aucun joueur assis ne correspond à « { $text } » pour « pot partagé avec »
# $example is "1:1:1", one 1 for each winner.
player-list-bad-shares =
    { $count ->
        [one] les parts « { $shares } » demandent un nombre entier supérieur à 0 pour le { $count } gagnant, p. ex. { $example }
       *[other] les parts « { $shares } » demandent un nombre entier supérieur à 0 pour chacun des { $count } gagnants, p. ex. { $example }
    }
# The number of entries beside the heading.
player-list-count = { $count }
player-list-search-placeholder = Chercher un nom ou un numéro
player-list-search-label = Chercher des joueurs
player-list-next-bust = Prochaine élimination :
player-list-same-hand = même main que la précédente
player-list-knocked-out-by = éliminé par
player-list-by-placeholder = nom ou entrée
player-list-pot-shared-with = pot partagé avec
player-list-split-placeholder = nom(s) ou entrées
player-list-shares = parts
player-list-shares-placeholder = égales
player-list-stack = tapis au début de la main
player-list-stack-placeholder = jetons
player-list-chips-counted = { $chips } comptés
player-list-owes-lammer = doit régler un lammer
# An action the player cannot take now, and why (both from the server), on hover.
player-list-refused = { $action } : { $why }
player-list-not-now = pas maintenant : { $actions }
player-list-looking = Recherche…
player-list-no-match = Aucun joueur ne correspond à « { $query } ».
player-list-none = Aucun joueur inscrit pour l’instant.
player-list-pages = { $from }–{ $to } sur { $matched }
player-list-pages-matching = { $from }–{ $to } sur { $matched } résultats
player-list-previous = { $count } précédents
player-list-next = { $count } suivants
player-list-or-search = ou tapez dans la recherche pour en trouver un.

## MovesPanel.svelte: les déplacements de joueurs proposés par l’application, à confirmer par le TD
# A table's short name in a list of tables (T4), as the seat labels write it (T4 S2).
moves-panel-table-short = T{ $table }
moves-panel-title = Déplacements
moves-panel-pending =
    { $count ->
        [one] { $count } en attente
       *[other] { $count } en attente
    }
moves-panel-breaking = Table cassée : { $tables }
moves-panel-hold-play = Jeu suspendu : { $tables } (3 joueurs ou plus en moins)
moves-panel-final-table =
    { $seats ->
        [one] Table finale : T{ $table }, { $seats } siège
       *[other] Table finale : T{ $table }, { $seats } sièges
    }
moves-panel-final-table-redraw =
    { $seats ->
        [one] Table finale : T{ $table }, { $seats } siège, places retirées au sort
       *[other] Table finale : T{ $table }, { $seats } sièges, places retirées au sort
    }
# After the player's name: where the player goes ($seat is "T4 S2").
moves-panel-to = vers { $seat }
# Why a move happens: its kind ("balance") and the server's reason.
moves-panel-why = { $kind } : { $reason }
# The letters before the boxes of the destination table and seat.
moves-panel-table-prefix = T
moves-panel-seat-prefix = S
moves-panel-table-label = Table de destination de { $name }
moves-panel-seat-label = Siège de destination de { $name }
moves-panel-button-unknown = bouton inconnu à { $tables }
moves-panel-confirm =
    { $count ->
        [one] Confirmer le déplacement
       *[other] Confirmer { $count } déplacements
    }
moves-panel-close = Fermer { $tables }
moves-panel-none = Aucun déplacement nécessaire.

## CountsForm.svelte: saisir les jetons des joueurs d’une table
counts-form-unnamed = entrée { $entry }
counts-form-none-typed = Saisissez les jetons des joueurs de la table { $table }.
# One count that is not a number of chips: "12k" (Ann Lee).
counts-form-bad-item = « { $text } » ({ $name })
counts-form-bad = { $list } : pas un nombre de jetons supérieur à 0 (un joueur sans jetons est éliminé à la place)
counts-form-sent =
    { $count ->
        [one] Jetons de { $count } joueur de la table { $table } enregistrés.
       *[other] Jetons de { $count } joueurs de la table { $table } enregistrés.
    }
counts-form-title-table = Jetons à la table { $table }
# Followed by a list to choose the table from.
counts-form-title = Jetons à la
counts-form-table-label = La table comptée
counts-form-table-option = table { $table }
counts-form-seat = Siège { $seat } · { $name }
# The player's last count, shown in the empty box.
counts-form-last-count = { $chips }
counts-form-chips-placeholder = jetons
counts-form-record = Enregistrer les jetons
counts-form-nobody = Personne n’est assis à la table { $table }.

## ButtonForm.svelte: où est le bouton à une table, ou le siège qui a gagné la main
button-form-give-both = Indiquez un numéro de table et un numéro de siège.
button-form-title = Bouton
button-form-table = Table
button-form-set = Placer le bouton
button-form-hand-won = Main gagnée par ce siège
button-form-win-the-button = Win the button : le gagnant de chaque main prend le bouton pour la suivante.
button-form-unknown = Table { $table } : bouton inconnu
button-form-at = Table { $table } : bouton au siège { $seat }

## HardStopPanel.svelte: le hard stop à la table de direction, les derniers décomptes classent les joueurs
hard-stop-panel-missing = Saisissez le nombre de jetons de { $names }.
hard-stop-panel-title = Hard stop
# $after is a length of time: 45 min, 3 h, 2 h 30 min.
hard-stop-panel-after = Le jeu s’arrête { $after } après le démarrage de l’horloge.
hard-stop-panel-reached = L’heure de l’arrêt est venue : terminez le tour en cours, puis saisissez les jetons.
# $time is the time of day of the stop, $left the time left (1:05:00).
hard-stop-panel-at = Arrêt à { $time } · dans { $left }
hard-stop-panel-last-count = dernier décompte { $chips }
hard-stop-panel-chips = jetons
hard-stop-panel-confirm =
    { $count ->
        [one] Confirmer : arrêter et classer { $count } joueur par jetons
       *[other] Confirmer : arrêter et classer { $count } joueurs par jetons
    }
hard-stop-panel-stop = Arrêter le jeu : classer par jetons

## ShootoutPanel.svelte: un shootout à la table de direction, table par table et tour par tour
shootout-panel-unnamed = entrée { $entry }
# $count is how many players of each table go through.
shootout-panel-tick-first =
    { $count ->
        [one] Cochez d’abord le gagnant de la table { $table }.
       *[other] Cochez d’abord les gagnants de la table { $table }.
    }
shootout-panel-title = Shootout : tour { $round }
shootout-panel-summary =
    { $advance ->
        [one] Le gagnant de chaque table se qualifie
       *[other] Les { $advance } premiers de chaque table se qualifient
    } · { $decided } sur { $tables ->
        [one] { $tables } table terminée
       *[other] { $tables } tables terminées
    } · { $through } qualifiés jusqu’ici
shootout-panel-table = Table { $table }
shootout-panel-won = Gagné par les cochés
shootout-panel-next-round = Tirer le tour { $round }

## DaysPanel.svelte: entre deux journées : les flights du jour 2, le nouveau tirage et les listes à imprimer
# A list: A, B and C.
days-panel-and = { $list } et { $last }
days-panel-title = Nouvelle journée
# One flight in the list of flights: Day 1A (120 entries, 35 bagged).
days-panel-flight =
    { $entries ->
        [one] { $name } ({ $entries } entrée, { $bagged } qualifiés)
       *[other] { $name } ({ $entries } entrées, { $bagged } qualifiés)
    }
days-panel-flights-all-stacks = Jour 2 de { $flights } ; un joueur qualifié dans deux flights joue tous ses tapis additionnés.
days-panel-flights-best-stack = Jour 2 de { $flights } ; un joueur qualifié dans deux flights garde son meilleur tapis.
days-panel-counted =
    { $left ->
        [one] { $counted } sur { $left } joueur compté
       *[other] { $counted } sur { $left } joueurs comptés
    }
days-panel-counted-redrawn =
    { $left ->
        [one] { $counted } sur { $left } joueur compté
       *[other] { $counted } sur { $left } joueurs comptés
    } · { $redraws ->
        [one] retiré au sort une fois
       *[other] retiré au sort { $redraws } fois
    }
# Followed by the list of ways to redraw.
days-panel-redraw = Nouveau tirage
days-panel-rule-chips = gros tapis répartis selon les jetons
days-panel-rule-random = au hasard
days-panel-needs-counts-title = Enregistrez d’abord les jetons de chaque joueur
days-panel-confirm =
    { $count ->
        [one] Confirmer : déplacer { $count } joueur
       *[other] Confirmer : déplacer les { $count } joueurs
    }
days-panel-redraw-day = Nouveau tirage pour la journée
days-panel-draw-day-two = Tirer le Day 2
days-panel-needs-counts = Le tirage selon les jetons demande le décompte de chaque joueur : encore { $count } à compter.
# Followed by links to the printouts.
days-panel-print = Imprimer :
days-panel-print-table-lists = les listes des tables ↗
days-panel-print-seat-cards = une carte de siège pour chaque joueur ↗

## PlayersPage.svelte: le registre des joueurs : trouver, ouvrir, modifier, fusionner, importer et exporter des joueurs
players-page-field-name = Nom
players-page-field-first-name = Prénom
players-page-field-last-name = Nom de famille
players-page-field-nickname = Surnom
players-page-field-number = Numéro de membre
players-page-field-club = Club ou ville
players-page-field-notes = Notes
players-page-field-id = Id du registre
players-page-field-skip = Non importé
# $id is the player's number in the register.
players-page-added = { $name } est le joueur n° { $id }.
players-page-saved = Enregistré.
players-page-merge-confirm = Fusionner { $other } avec { $keep } ? Tous les résultats de { $other } deviennent ceux de { $keep }.
players-page-merged = { $other } fusionné avec { $keep }.
# Stands for $file when the file's name is not known.
players-page-the-file = le fichier
players-page-imported = Import de { $file } : { $created } nouveaux, { $updated } mis à jour.
players-page-imported-bad =
    { $bad ->
        [one] Import de { $file } : { $created } nouveaux, { $updated } mis à jour, { $bad } ligne incorrecte écartée.
       *[other] Import de { $file } : { $created } nouveaux, { $updated } mis à jour, { $bad } lignes incorrectes écartées.
    }
players-page-still-in = encore en lice
# A place shared by several players, in the list of a player's events: 5th–6th.
players-page-place-shared = { $from }–{ $to }
players-page-place-of = { $place } sur { $field }
players-page-back = Retour au tournoi
players-page-search-placeholder = Nom, surnom ou numéro de membre
players-page-search-label = Trouver un joueur
players-page-add = Ajouter un joueur
players-page-import = Importer un CSV…
players-page-export = Exporter en CSV
players-page-nickname = « { $nickname } »
players-page-entry-events =
    { $events ->
        [one] { $events } tournoi
       *[other] { $events } tournois
    }
players-page-entry-number-events =
    { $events ->
        [one] n° { $number } · { $events } tournoi
       *[other] n° { $number } · { $events } tournois
    }
players-page-nobody-matches = Aucun résultat.
players-page-none = Pas encore de joueurs : ils entrent au registre quand les tournois les inscrivent, ou depuis un fichier CSV.
players-page-import-title = Importer des joueurs depuis un fichier CSV
players-page-import-help = La première ligne nomme les colonnes. Une ligne portant le numéro de membre ou le nom d’un joueur déjà au registre met ce joueur à jour ; les cellules vides laissent ses informations telles quelles.
players-page-import-file = Fichier
players-page-column = Colonne
players-page-goes-to = Va dans
players-page-first-values = Premières valeurs
players-page-column-label = Colonne { $header }
players-page-bad-rows =
    { $count ->
        [one] { $count } ligne incorrecte :
       *[other] { $count } lignes incorrectes :
    }
# $line is the line's number in the file.
players-page-problem = Ligne { $line } : { $problem }
players-page-line = Ligne
players-page-what-it-does = Ce qu’elle fait
players-page-skip-bad =
    { $count ->
        [one] Importer la { $count } ligne correcte et écarter les lignes incorrectes
       *[other] Importer les { $count } lignes correctes et écarter les lignes incorrectes
    }
players-page-import-players =
    { $count ->
        [one] Importer { $count } joueur
       *[other] Importer { $count } joueurs
    }
players-page-new-player = Nouveau joueur
players-page-add-to-register = Ajouter au registre
players-page-total-events =
    { $count ->
        [one] { $count } tournoi
       *[other] { $count } tournois
    }
players-page-total-best = meilleur résultat { $place }
players-page-total-prizes = prix { $amount }
players-page-total-bounties = primes { $amount }
players-page-total-lammers =
    { $count ->
        [one] { $count } lammer utilisé
       *[other] { $count } lammers utilisés
    }
players-page-also-found-as = Aussi connu sous : { $spellings }
players-page-event = Tournoi
players-page-date = Date
players-page-finish = Classement
players-page-prize = Prix
players-page-bounties = Primes
players-page-lammers = Lammers
players-page-entered-as = Inscrit sous
# An event the player entered more than once.
players-page-event-entries =
    { $entries ->
        [one] { $event } ({ $entries } entrée)
       *[other] { $event } ({ $entries } entrées)
    }
players-page-no-events = Aucun tournoi pour l’instant.
players-page-series = Séries
# $rank is the player's place in the series (3rd), $of how many players it ranks, $points written already (12.50).
players-page-series-line = { $name } : { $rank } sur { $of }, { $points } points
players-page-series-line-tied = { $name } : { $rank } (ex æquo) sur { $of }, { $points } points
# Followed by the list of the register's other players.
players-page-same-person = La même personne que
players-page-pick-other = Choisir l’autre orthographe…
players-page-merge-option-number = #{ $id } { $name } (n° { $number })
players-page-merge = Fusionner avec { $name }
players-page-pick = Choisissez un joueur, ajoutez-en un ou importez un fichier.

## SeriesPage.svelte: séries et ligues : des tournois sous un même classement, avec une règle de points
series-page-title = Séries
series-page-back = Retour au tournoi
series-page-events =
    { $count ->
        [one] { $count } tournoi
       *[other] { $count } tournois
    }
series-page-none = Aucune série pour l’instant.
series-page-new = Nouvelle série
series-page-new-placeholder = Semaine BARGE, saison du club…
series-page-create = Créer avec la règle ci-dessous
series-page-rule = Règle de points
series-page-points = Points
series-page-kind-by-place = Points fixes selon la place
series-page-kind-sqrt-entries = Facteur × √(entrées ÷ place)
series-page-kind-prizes = Gains remportés
series-page-kind-formula = Une formule
series-page-places = 1er, 2e, 3e …
series-page-played = Toute autre place
series-page-scale = Facteur
series-page-bounties = Les primes comptent aussi
# The names in brackets are what a formula is written with: keep them as they are.
series-page-formula = Formule (entries, place, prize, buy_in, pool, bounties ; math::sqrt, math::ln, min, max, round …)
series-page-best = N meilleurs tournois
series-page-best-placeholder = tous
series-page-try = Essayer sur ces tournois
series-page-keep = Garder cette règle
series-page-back-to-kept = Revenir à la règle gardée
# $rule is the rule in words, from the server.
series-page-preview = Aperçu, non gardé : { $rule }
series-page-problem = { $problem }. Choisissez une autre règle ci-dessus.
series-page-print = Imprimer le classement (PDF)
series-page-events-dropped = Tournois (écartés entre parenthèses)
# One event of a player's standing: the place and the points (12th 4.50); a dropped one in brackets.
series-page-result = { $place } { $points }
series-page-result-dropped = ({ $place } { $points })
series-page-no-results = Pas encore de résultats : ajoutez des tournois.
series-page-events-title = Tournois
series-page-event =
    { $entries ->
        [one] { $event } · { $entries } entrée
       *[other] { $event } · { $entries } entrées
    }
series-page-event-running =
    { $entries ->
        [one] { $event } · { $entries } entrée · en cours
       *[other] { $event } · { $entries } entrées · en cours
    }
series-page-take-out = retirer
series-page-add-event = Ajouter un tournoi…

## Library.svelte: la bibliothèque de structures (liste, nouvelle, import, copie, suppression).

library-title = Structures
library-back = Retour au tournoi
library-template = Modèle
library-new-from-template = Nouvelle d’après modèle
library-new-blank = Nouvelle vide
library-import = Importer un fichier .toml
library-games = Jeux et fiches de règles
library-errors =
    { $count ->
        [one] { $count } erreur
       *[other] { $count } erreurs
    }
library-ok = sans erreur
library-duplicate = Dupliquer
library-confirm-delete = Confirmer : supprimer
library-delete = Supprimer
library-empty = Aucune structure pour l’instant : partez d’un modèle.
library-hint = Choisissez une structure à gauche, ou partez d’un modèle.

## L’éditeur de structure et la bibliothèque, tels que le serveur les formule.

editor-derived-level = Niveau { $level } : { $game }, { $stakes }, { $duration }
editor-derived-break = Pause { $duration }
editor-derived-break-race = Pause { $duration }, jetons retirés : { $chips }
editor-summary =
    { $title } : { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    }, { $breaks ->
        [one] { $breaks } pause
       *[other] { $breaks } pauses
    }
editor-no-game = pas encore de jeu : choisissez-en un sous « Jeux » avec « Ajouter un jeu du catalogue »
editor-payouts-head =
    { $entries ->
        [one] { $entries } entrée, prize pool { $pool }
       *[other] { $entries } entrées, prize pool { $pool }
    }
editor-payouts-warning = { $head } : { $warning }
editor-payouts-line = { $head } : { $places } ({ $basis })
editor-payouts-place = { $place } { $amount }
editor-payouts-place-each = { $place } { $amount } chacun
editor-payouts-place-round = { $place } { $amount } chacun ({ $round })
editor-payouts-more =
    … { $paid ->
        [one] { $paid } place payée
       *[other] { $paid } places payées
    }
library-template-summary =
    { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    }, { $seats ->
        [one] { $seats } siège
       *[other] { $seats } sièges
    } par table, { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    } au départ

## Wizard.svelte: l’assistant de structure, qui propose des niveaux pour une durée donnée.

wizard-from =
    D’après cette structure : tapis de départ { $stack }, niveaux de { $minutes } min, { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }, { $games ->
        [one] { $games } jeu
       *[other] { $games } jeux
    }.
wizard-from-bba =
    D’après cette structure : tapis de départ { $stack }, niveaux de { $minutes } min, { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }, { $games ->
        [one] { $games } jeu
       *[other] { $games } jeux
    }, ante de grosse blinde.
wizard-start-and-end = Heures de début et de fin
wizard-length = Durée
wizard-starts = Début
wizard-down-to-two = Deux joueurs restants à
wizard-hours = Heures
wizard-entries = Entrées prévues
wizard-break-every = Pause tous les (niveaux)
wizard-break-minutes = Minutes de pause
wizard-propose = Proposer ({ $hours } h { $minutes } min)
wizard-extend =
    { $count ->
        [one] Garder le { $count } niveau saisi et ajouter des niveaux après
       *[other] Garder les { $count } niveaux saisis et ajouter des niveaux après
    }
wizard-replace = Remplacer tous les niveaux
wizard-row-break = Pause { $minutes } min
wizard-row-break-race = Pause { $minutes } min, jetons retirés : { $chips }
wizard-row-ante = { $stakes }, ante { $ante }
wizard-row-bring-in = { $stakes }, bring-in { $bring }
wizard-row-ante-bring-in = { $stakes }, ante { $ante }, bring-in { $bring }
wizard-accept-after = Ajouter ces niveaux après le niveau { $level }
wizard-accept-replace = Utiliser ces niveaux (remplace les lignes ci-dessous)

## StructureEditor.svelte: une structure de la bibliothèque sous forme de formulaire, enregistrée et vérifiée à la saisie.

structure-editor-no-such-game = Aucun jeu du catalogue ne s’appelle « { $text } »
structure-editor-type-a-game = Saisissez un jeu
structure-editor-game-mixed = { $game } choisit un autre jeu à chaque main : ajoutez plutôt les jeux parmi lesquels il choisit
structure-editor-game-not-spread = { $game } ne se joue ni en flop, ni en draw, ni en stud : un niveau de tournoi ne peut pas le proposer
structure-editor-game-already = { $game } ({ $betting }) est déjà dans cette structure
structure-editor-untitled = Structure sans nom
structure-editor-saved = Enregistré
structure-editor-saving = Enregistrement…
structure-editor-changed = Modifié
structure-editor-not-saved = Non enregistré
structure-editor-paper = Papier
structure-editor-letter = US Letter
structure-editor-preview-sheet = Aperçu feuille
structure-editor-preview-card = Aperçu fiche
structure-editor-export = Exporter .toml
structure-editor-fix-first = Corrigez d’abord les erreurs
structure-editor-make-event = Créer un tournoi à partir de cette structure
structure-editor-create-event = Créer le tournoi
structure-editor-warnings =
    { $count ->
        [one] { $summary }, { $count } avertissement
       *[other] { $summary }, { $count } avertissements
    }
structure-editor-no-errors = { $summary } : aucune erreur
structure-editor-errors =
    { $count ->
        [one] { $count } erreur à corriger avant de pouvoir créer un tournoi
       *[other] { $count } erreurs à corriger avant de pouvoir créer un tournoi
    }
structure-editor-games = Jeux
structure-editor-id = Identifiant
structure-editor-name = Nom
structure-editor-family = Famille
structure-editor-betting = Mises
structure-editor-catalog-game = Jeu du catalogue
structure-editor-game-id = Identifiant du jeu
structure-editor-game-name = Nom du jeu
structure-editor-move-earlier = Avancer { $game } dans la rotation
structure-editor-move-later = Reculer { $game } dans la rotation
structure-editor-remove-game = Retirer le jeu
structure-editor-rotation = Rotation, niveau par niveau : { $games }
structure-editor-no-game = Pas encore de jeu : ajoutez les jeux dans l’ordre de la rotation.
structure-editor-add-game-label = Ajouter un jeu du catalogue (nom ou alias)
structure-editor-add-game = Ajouter le jeu
structure-editor-chip-value = Valeur du jeton
structure-editor-chip-colour = Couleur du jeton
structure-editor-remove-chip = Retirer le jeton
structure-editor-add-chip = + Jeton
structure-editor-levels = Niveaux et pauses
structure-editor-close-wizard = Fermer la proposition
structure-editor-open-wizard = Proposer des niveaux…
structure-editor-shootout = Shootout
structure-editor-shootout-advance = Qualifiés par table
structure-editor-shootout-rounds = Tours
structure-editor-shootout-prizes = Prix
structure-editor-shootout-prizes-hint = by-round : la table finale par place, chaque tour précédent à égalité ; by-place : chaque place dans l’ordre d’élimination

## LevelsEditor.svelte: les niveaux et pauses de la structure sous forme de tableau.

levels-editor-keys = Alt+↑/↓ déplacer une ligne · Alt+L ajouter un niveau dessous · Alt+B ajouter une pause dessous · Alt+D dupliquer · Alt+Suppr retirer · faire glisser ⠿ pour réordonner
levels-editor-small-blind = Petite blinde
levels-editor-min = Min
levels-editor-plays-as = Se joue en
levels-editor-drag = Faire glisser pour déplacer
levels-editor-break-minutes = Minutes de pause
levels-editor-colour-up = Jetons retirés :
levels-editor-no-chips = ajoutez des jetons plus bas pour pouvoir les retirer
levels-editor-rotation = (rotation)
levels-editor-only-game = (le seul jeu)
levels-editor-minutes = Minutes
levels-editor-move-up-keys = Monter (Alt+↑)
levels-editor-move-up = Monter
levels-editor-move-down-keys = Descendre (Alt+↓)
levels-editor-move-down = Descendre
levels-editor-duplicate-keys = Dupliquer (Alt+D)
levels-editor-duplicate = Dupliquer
levels-editor-copy = Copier
levels-editor-more-title = Plus d’options pour ce niveau
levels-editor-more = Plus
levels-editor-remove-keys = Retirer (Alt+Suppr)
levels-editor-add-level = + Niveau
levels-editor-add-break = + Pause
levels-editor-big-blind = Grosse blinde
levels-editor-small-bet = Petite mise
levels-editor-big-bet = Grosse mise
levels-editor-betting = Mises
levels-editor-ante-kind = Ante payée en
levels-editor-auto-pause = Mettre l’horloge en pause à son début
levels-editor-end-of-day = La journée se termine après
levels-editor-note = Note

## PricesEditor.svelte: les prix ultérieurs d’un rebuy ou d’un add-on, une ligne par changement.

prices-editor-title = Prix ultérieurs
prices-editor-from-level = À partir du niveau
prices-editor-price = Prix
prices-editor-fee = Dont frais
prices-editor-remove-label = Retirer le prix à partir du niveau { $level }
prices-editor-add = Ajouter un prix ultérieur
prices-editor-hint = Le prix ci-dessus vaut pour toute la période ; ajoutez une ligne s’il augmente à partir d’un niveau.

## PayoutsEditor.svelte: comment une structure paie (table fournie, table de la maison, courbe, tickets satellite).

payouts-editor-pay-by = Payer selon
payouts-editor-way-table = Une table fournie par Felt
payouts-editor-way-house = La table de la maison
payouts-editor-way-curve = La courbe de paiement
payouts-editor-way-satellite = Tickets de satellite
payouts-editor-table = Table des prix
payouts-editor-paid-percent = Places payées (% des entrées)
payouts-editor-paid-percent-hint = vide : environ 15 %
payouts-editor-top-share = Première place (% du prize pool)
payouts-editor-top-share-hint = vide : selon le nombre d’entrées
payouts-editor-min-cash = Min-cash
payouts-editor-min-cash-hint = ce que reçoit la dernière place payée
payouts-editor-seat-value = Un ticket vaut
payouts-editor-seat-value-hint = le buy-in du tournoi visé, frais compris
payouts-editor-target = Tickets pour (tournoi)
payouts-editor-title = Nom de la table
payouts-editor-increment = Arrondir les prix à
payouts-editor-entries-from = Entrées de
payouts-editor-entries-to = à
payouts-editor-shares = Parts (%) ou prix fixes ($), 1re place d’abord
payouts-editor-adds-up-to = Total
payouts-editor-row-from = Ligne { $row }, entrées de
payouts-editor-row-to = Ligne { $row }, entrées jusqu’à
payouts-editor-row-shares = Ligne { $row }, parts en pourcentage ou prix fixes
payouts-editor-fixed = { $amount } fixes
payouts-editor-remove-row = Retirer la ligne { $row }
payouts-editor-add-row = + Ligne
payouts-editor-hint = Chaque ligne paie les tournois de ce nombre d’entrées ; au-delà de la dernière ligne, la courbe de paiement s’applique.
payouts-editor-preview = Ce qu’elle paie

## Field.svelte: un champ de l’éditeur de structure.

editor-field-in-unit = en { $unit }
editor-field-default = (par défaut)

## GameBook.svelte: le catalogue des jeux dans la console, et la liste de la maison dont on imprime les fiches de règles.

game-book-house-games = Jeux de la maison
game-book-catalog = Catalogue des jeux
game-book-find = Trouver un jeu ou une variante (nom, alias)
game-book-search-placeholder = 7-27, Follow the Queen, Big O…
game-book-count =
    { $count ->
        [one] { $count } jeu et variantes
       *[other] { $count } jeux et variantes
    }
game-book-count-first =
    { $count ->
        [one] { $count } jeu et variantes ; les { $shown } premiers affichés
       *[other] { $count } jeux et variantes ; les { $shown } premiers affichés
    }
game-book-variation-of = variante de { $game }
game-book-up-to =
    { $count ->
        [one] jusqu’à { $count } joueur
       *[other] jusqu’à { $count } joueurs
    }
game-book-also = aussi { $aliases }
game-book-rule-card = Fiche de règles
game-book-on-the-list = Dans la liste
game-book-add-to-house = Ajouter à la liste
game-book-house-list = Liste de la maison
game-book-house-about = Les jeux qu’un donneur peut annoncer lors d’une soirée dealer’s choice ; imprimez leurs fiches de règles pour la table.
game-book-title = Titre
game-book-add-regulars = Ajouter tous les jeux Regulars
game-book-move-up = Monter
game-book-move-down = Descendre
game-book-empty = Pas encore de jeux : ajoutez-les depuis la recherche.
game-book-print =
    { $count ->
        [one] Imprimer les fiches de règles ({ $count } jeu)
       *[other] Imprimer les fiches de règles ({ $count } jeux)
    }
game-book-clear = Vider la liste

## Nights.svelte: les soirées dealer’s choice entre amis: la liste et le formulaire d’une nouvelle soirée.

nights-default-title = Dealer’s choice
nights-not-money-limit = La limite n’est pas un montant (par exemple 1, 0.25 ou 25c)
nights-not-money-later-limit = La limite suivante n’est pas un montant (par exemple 1, 0.25 ou 25c)
nights-not-money-dealer-pays = Le paiement du donneur n’est pas un montant (par exemple 1, 0.25 ou 25c)
nights-not-money-penalty = La première erreur n’est pas un montant (par exemple 1, 0.25 ou 25c)
nights-not-money-buy-in = Le buy-in n’est pas un montant (par exemple 1, 0.25 ou 25c)
nights-title = Soirées entre amis
nights-back = Retour aux tournois
nights-new = Nouvelle soirée…
nights-empty = Pas encore de soirée.
nights-new-heading = Une nouvelle soirée dealer’s choice
nights-new-about = Les règles partent de celles de « Poker by the Regulars » ; changez ce que votre table fait autrement.
nights-field-title = Titre
nights-players = Joueurs, à leurs places dans le sens horaire (un par ligne ou séparés par des virgules)
nights-house-list = Liste de la maison : les jeux qu’un donneur peut annoncer par leur nom
nights-all-regulars = Tous les jeux de « Poker by the Regulars »
nights-add-game = Ajouter un jeu
nights-game-placeholder = 7-27, Anaconda, Follow the Queen…
nights-remove = retirer
nights-limit = Mise maximale
nights-later-at = À partir de (heure locale)
nights-later-limit = puis
nights-raises = Relances par tour
nights-dealer-pays = Le donneur paie par joueur
nights-penalty = Première erreur (puis ×2, ×3 …)
nights-buy-in = Buy-in habituel
nights-open = Ouvrir la soirée

## NightDesk.svelte: la table d’une soirée dealer’s choice (annonces, erreurs, caisse, règlement, journal).

night-desk-no-such-game = Aucun jeu nommé « { $text } » dans la liste de la maison ni dans le catalogue : cochez « un nouveau jeu » et énoncez ses règles
night-desk-name-the-game = Nommez le jeu
night-desk-choose-culprit = Choisissez qui a commis l’erreur
night-desk-buy-in-not-money = { $player } : « { $text } » n’est pas un montant
night-desk-cash-out-not-money = { $player } : saisissez les jetons rendus (« { $text } » n’est pas un montant)
night-desk-terms =
    { $count ->
        [one] { $limits } ; le donneur paie { $pays } par joueur ; { $count } donne
       *[other] { $limits } ; le donneur paie { $pays } par joueur ; { $count } donnes
    }
night-desk-terms-ended =
    { $count ->
        [one] { $limits } ; le donneur paie { $pays } par joueur ; { $count } donne · la soirée est terminée
       *[other] { $limits } ; le donneur paie { $pays } par joueur ; { $count } donnes · la soirée est terminée
    }
night-desk-open-display = Ouvrir l’affichage
night-desk-sheet-link = Feuille de soirée (PDF)
night-desk-card-link = Jeux de la maison (PDF)
night-desk-limit-now = Limite actuelle
night-desk-raises =
    { $count ->
        [one] { $count } relance par tour
       *[other] { $count } relances par tour
    }
night-desk-raises-next =
    { $count ->
        [one] { $count } relance par tour · { $limit } à partir de { $at } (dans { $time_left })
       *[other] { $count } relances par tour · { $limit } à partir de { $at } (dans { $time_left })
    }
night-desk-dealer = Donneur
night-desk-then = puis { $dealer }
night-desk-next-mistake = Prochaine erreur
night-desk-so-far = { $count } jusqu’ici
night-desk-first-dealer-how = Distribuez des cartes face visible autour de la table jusqu’à un valet : son joueur donne en premier.
night-desk-first-dealer = Tirer le premier donneur
night-desk-deals-first = { $player } donne en premier
night-desk-calls = { $dealer } annonce le jeu
night-desk-search-house = Chercher dans la liste de la maison
night-desk-variations = Variantes annoncées
night-desk-variations-example = p. ex. les sept aussi sont wild
night-desk-dealt-in = Joueurs servis
night-desk-new-game = Un nouveau jeu : le donneur énonce ses règles
night-desk-new-rules = Comment il se distribue, ce qui est wild, comment le pot se gagne
night-desk-call = Annoncer ({ $amount } de { $dealer })
night-desk-deal = Donne { $deal } : { $dealer } distribue { $game }
night-desk-deal-variations = Donne { $deal } : { $dealer } distribue { $game }, { $variations }
night-desk-rules-from = Règles : { $source }
night-desk-mistake-costs = Une erreur coûte { $amount }
night-desk-culprit = Le joueur qui a commis l’erreur
night-desk-who = Qui ?
night-desk-what-happened = Ce qui s’est passé (maldonne, verre renversé…)
night-desk-charge = Faire payer { $amount }
night-desk-kitty = Caisse
night-desk-bought = Acheté
night-desk-buy-in = Acheter
night-desk-cashed-out = Encaissé
night-desk-cash-out = Encaisser
night-desk-result = Résultat
night-desk-left = { $player } (parti)
night-desk-leaves-title = { $player } quitte la table
night-desk-leaves = part
night-desk-sits-again = revient
night-desk-chips = jetons
night-desk-join-placeholder = Un joueur qui s’assoit
night-desk-seat = Asseoir
night-desk-settle-up = Règlement
night-desk-totals = Acheté { $bought }, encaissé { $cashed_out }.
night-desk-waiting = Reste à encaisser : { $players }.
night-desk-off-by-more = La caisse ne tombe pas juste : { $amount } de plus a été encaissé qu’acheté. Recomptez les jetons.
night-desk-off-by-less = La caisse ne tombe pas juste : { $amount } de moins a été encaissé qu’acheté. Recomptez les jetons.
night-desk-transfer = { $from } paie { $amount } à { $to }
night-desk-payments =
    { $count ->
        [one] { $count } paiement, le moins possible pour que tout le monde soit quitte.
       *[other] { $count } paiements, le moins possible pour que tout le monde soit quitte.
    }
night-desk-square = Tout le monde est quitte.
night-desk-log = Ce qui s’est passé
night-desk-undo = Annuler le dernier
night-desk-confirm-end = Confirmer : finir la soirée
night-desk-end = Finir la soirée


## The console's language chooser (the event bar).
console-language-label = Langue de la console
console-language-browser = Langue du navigateur

## SeatingPage.svelte: le plan des tables de la salle sur un écran ou pour le floor (/seating/ID), en lecture seule
# The browser tab's title; event is the event's name.
seating-page-title = Plan des tables · { $event }
# The counts beside the event's name; the page sets the players left in bold.
seating-page-counts =
    { $left } restants sur { $entries } · { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
seating-page-hfh = MAIN PAR MAIN
seating-page-hfh-hand = MAIN PAR MAIN · main { $hand }
seating-page-not-drawn =
    { $count ->
        [one] Les places ne sont pas encore tirées au sort : { $count } inscrit.
       *[other] Les places ne sont pas encore tirées au sort : { $count } inscrits.
    }
seating-page-connecting = Connexion au tournoi nº { $event }…

## SeatingChart.svelte: le plan des tables (tables, recherche, zoom, déplacements en attente), sur la page TV et dans la console
seating-chart-no-table = Il n’y a pas de table { $table }.
# What a search found: the player and their seat.
seating-chart-found = { $name } : table { $table }, siège { $seat }
# A player found without a seat; standing is the server's words ("busted, 45th").
seating-chart-found-standing = { $name } : { $standing }
# Printed under a chart that holds only part of the room.
seating-chart-print-part = Tables { $from } à { $to } sur les { $count } en jeu : les listes des tables (Imprimer) contiennent toute la salle.

## ChartToolbar.svelte: les outils du plan (trouver un joueur, aller à une table, zoom)
# Before the box where a table number is typed.
chart-toolbar-table = Table
chart-toolbar-table-label = Aller au numéro de table
chart-toolbar-go = OK
chart-toolbar-zoom = Zoom
# The key in brackets does the same.
chart-toolbar-zoom-out = Zoom arrière (−)
chart-toolbar-zoom-fit-title = Toute la salle (0)
# A short button: the whole room in view.
chart-toolbar-zoom-fit = Tout
chart-toolbar-zoom-in = Zoom avant (+)

## SearchBox.svelte: la recherche de joueur du plan, les meilleurs résultats listés pendant la saisie
seat-search-placeholder = Trouver un joueur (nom ou numéro)
seat-search-label = Trouver un joueur par nom ou numéro

## MovesList.svelte: les déplacements en attente à côté du plan, pour le floor
moves-list-title = Déplacements en attente
# The tables as a list of short names: T4, T7.
moves-list-breaking = TABLE CASSÉE : { $tables }
moves-list-hold-play = JEU SUSPENDU : { $tables }
moves-list-final-table =
    { $seats ->
        [one] TABLE FINALE : T{ $table }, { $seats } siège
       *[other] TABLE FINALE : T{ $table }, { $seats } sièges
    }
moves-list-final-table-redraw =
    { $seats ->
        [one] TABLE FINALE : T{ $table }, { $seats } siège, places retirées au sort
       *[other] TABLE FINALE : T{ $table }, { $seats } sièges, places retirées au sort
    }
# Why a move happens ("balance"), and the tables whose button is not known.
moves-list-button-unknown = { $kind } · bouton inconnu à { $tables }
moves-list-none = Aucun déplacement en attente.

## TableOval.svelte: une table du plan, dessinée en ovale avec son numéro, son état et ses sièges
# The table's state on the felt, in capitals.
table-oval-breaking = TABLE CASSÉE
table-oval-hold-play = JEU SUSPENDU
# The same in one short word, very large, under a table drawn small (at most about 8 letters).
table-oval-breaking-short = CASSÉE
table-oval-hold = ARRÊT
# What a screen reader says for a table.
table-oval-label =
    { $state ->
        [breaking] Table { $table }, places occupées : { $players } sur { $size }, table cassée
        [hold] Table { $table }, places occupées : { $players } sur { $size }, jeu suspendu
        [both] Table { $table }, places occupées : { $players } sur { $size }, table cassée, jeu suspendu
       *[none] Table { $table }, places occupées : { $players } sur { $size }
    }

## SeatBox.svelte: un siège d’une table dessinée (numéro, nom court, ce qu’il a de particulier)
# An empty seat.
seat-box-open = libre
# A seat held by the TD, by the server's key for the hold: in the seat's title, and in
# capitals as the name in the seat's box.
seat-box-hold =
    { $hold ->
        [locked] bloqué
       *[reserved] réservé
    }
seat-box-hold-name =
    { $hold ->
        [locked] BLOQUÉ
       *[reserved] RÉSERVÉ
    }
# In the seat's corner: where its player moves to, where the player moving in comes from
# (T is table, S is seat, as the moves write them: T4 S2).
seat-box-to = →T{ $table } S{ $seat }
seat-box-from = ←T{ $table } S{ $seat }
# The seat's title; who is the player's name or a word above. The lines after it add
# to the title, each in turn: title is what came before.
seat-box-title = Siège { $seat } : { $who }
seat-box-title-out = { $title }, va à la table { $table } siège { $seat }
seat-box-title-in = { $title }, { $name } arrive de la table { $table }
# bounty is written: "$50".
seat-box-title-bounty = { $title }, prime de { $bounty } sur sa tête

## RoleMark.svelte: le bouton du donneur et les blindes sur une table dessinée (un disque avec une ou deux lettres)
# On the disc: the dealer button, the small blind, the big blind.
role-mark-button = D
role-mark-small-blind = SB
role-mark-big-blind = BB
# The disc's title.
role-mark-button-title = bouton du donneur
role-mark-small-blind-title = petite blinde
role-mark-big-blind-title = grosse blinde

## TableScreen.svelte: les sièges d’une table sur une tablette à la table (la disposition « Une table » d’un écran)
table-screen-title = Table { $table }
# The dealer button beside a seat, and its title.
table-screen-button = D
table-screen-button-title = Bouton
table-screen-not-in-play = La table { $table } n’est pas en jeu.
# A move that concerns this table: who, from where, to where.
table-screen-move = { $name } : table { $from_table } siège { $from_seat } → table { $to_table } siège { $to_seat }

## ChipCountsPanel.svelte: le classement des jetons sur l’affichage entre deux journées
chip-counts-players =
    { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
# The seat the redraw gave (T is table, S is seat: T4 S2).
chip-counts-seat = T{ $table } S{ $seat }
# The players whose chips are not counted yet.
chip-counts-waiting = { $count } encore à compter

## DrawCheck.svelte: sur l’affichage après un tirage des places scellé, où chacun peut le vérifier (un lien et un QR code)
draw-check-qr-alt = QR code de la vérification du tirage des places
# Followed by the check page's address.
draw-check-label = Vérifier le tirage des places :
draw-check-code = code scellé { $code }

## Remote.svelte: a phone or tablet as a remote control (the clock, the desk, a table's own screen).
# The variable what is the server's phrase: "the clock of event #2".
remote-paired = { $device } : peut gérer { $what }
remote-tab-clock = Horloge
remote-tab-table = Table { $table }
remote-tab-desk = Joueurs et tables
# The time left in the period, and the players still in.
remote-time-players =
    { $count ->
        [one] { $time } · { $count } joueur
       *[other] { $time } · { $count } joueurs
    }
# The clock's state (running, paused…), and the players still in.
remote-status-players =
    { $count ->
        [one] { $status } · { $count } joueur
       *[other] { $status } · { $count } joueurs
    }
remote-connecting = Connexion au tournoi #{ $event }…

## RemoteDesk.svelte: the phone remote's desk (find a player by seat, hand-for-hand, moves, counts).
remote-desk-seat-empty = Le siège { $seat } de la table { $table } est vide
remote-desk-no-table = Il n’y a pas de table { $table }
# The variable tables is a list: "table 2", "tables 2, 3 and 7".
remote-desk-done-waiting = Terminé ici ; en attente : { $tables }
remote-desk-table-done = La table { $table } a fini la main
remote-desk-still-playing = Encore en jeu : { $tables }
remote-desk-find = Trouver
remote-desk-loading = Chargement des joueurs…

## VerifyPage.svelte: the page anyone opens to check an event's seat draw and its log (/verify/ID).
verify-page-title = Vérification · { $event_name }
verify-draw-fair = Le tirage des places est conforme
verify-no-draw = Pas encore de tirage
verify-draw-unfair = Le tirage des places n’est pas conforme
# Followed by the commitment's code.
verify-commitment = Sceau :
verify-dealt-again = Le tirage, refait
verify-seed = Graine
verify-secret = Secret (révélé par le tirage)
verify-it-gives = Il donne le sceau
# After the commitment the revealed secret gives: the same as (=), or not (≠), the one shown.
verify-same-as-shown = = celui affiché avant le tirage
verify-not-as-shown = ≠ celui affiché avant le tirage
verify-seated-at = Placé à
verify-seed-deals = La graine attribue
verify-no-seat = aucun siège
# The variables are shown as code: a command line, a felt command, a source file.
verify-how = Vérifiez-le vous-même : { $command } affiche le sceau, et { $verify } sur une copie de la base de données de ce tournoi, ou le code ouvert dans { $source }, attribue à nouveau les places.
verify-later = Tirages aléatoires ultérieurs : places et chip races
# A later draw in the log: its record number, what it was (the log's words), its seed.
verify-later-same = #{ $seq } { $what } : refait à l’identique à partir de la graine { $seed }
verify-later-same-undone = #{ $seq } { $what } (annulé) : refait à l’identique à partir de la graine { $seed }
verify-later-different = #{ $seq } { $what } : PAS ce que donne la graine { $seed }
verify-later-different-undone = #{ $seq } { $what } (annulé) : PAS ce que donne la graine { $seed }
verify-undone = Annulé en cours de route
# The variable code is the commitment's first characters, shown as code.
verify-commitment-undone = Le sceau { $code } (enregistrement #{ $seq }) a été annulé.
verify-draw-undone = Un tirage avec la graine { $seed } (enregistrement #{ $seq }) a été annulé.
# The variable problems is the server's words.
verify-draw-undone-bad = Un tirage avec la graine { $seed } (enregistrement #{ $seq }) a été annulé ; il n’était pas conforme : { $problems }.
verify-log-intact = Le journal est intact
verify-log-changed = Le journal a été modifié
# Followed by the log's last hash.
verify-last-hash = Dernière empreinte :
verify-checking = Vérification du tournoi #{ $event }…

## Pair.svelte: a phone or tablet pairs itself with Felt by the console's QR code (/pair).
pair-no-code = Cette page a besoin du code de la console : scannez à nouveau le QR code.
# The variable what is the server's phrase: "the desk of event #3".
pair-paired = Associé en tant que { $name } : cet appareil peut gérer { $what }.
pair-go-on = Continuer
pair-intro = Associez cet appareil au Felt du directeur de tournoi.
pair-name = Nom de cet appareil
pair-claim = Associer

## NightDisplay.svelte: the TV of a dealer's-choice night (/night/ID): the game called, the limit, the dealers.
# The night could not be read: its number and the server's words.
night-display-missing = Soirée #{ $night } : { $error }
night-display-connecting = Connexion…
night-display-ended = { $title } · la soirée est terminée
night-display-deal = Donne { $deal } · { $dealer } distribue
night-display-calls-first = { $dealer } annonce le premier jeu
# The heading before the first dealer is drawn.
night-display-dealers-choice = Dealer’s choice
night-display-first-dealer-how = On distribue des cartes face visible jusqu’à un valet : son joueur donne en premier.
# The most a bet may be now.
night-display-limit = Limite
# The next limit, the local time it starts and the time left until then: "$2.00 from 23:00 · in 0:45".
night-display-next-limit = { $limit } à partir de { $at } · dans { $time_left }
night-display-next-to-deal = Prochain donneur
night-display-offline = Pas de connexion : dernières informations affichées

## HelpPage.svelte: the TD's guide at /help (the page around the guide's chapters, which stay in English).
# The browser tab's title.
help-page-doc-title = Felt — guide
help-page-title = Guide de Felt
help-page-search = Rechercher dans le guide
help-page-back = Retour à la console
# The list of the guide's chapters beside them.
help-page-contents = Sommaire
help-page-nothing = Rien dans le guide ne contient « { $query } ».
# The sections that hold every word searched (the English says "say" even for one).
help-page-found =
    { $count ->
        [one] { $count } section contient « { $query } ».
       *[other] { $count } sections contiennent « { $query } ».
    }

## Refusals: why an action was refused (nothing changed). A refusal starts lower case:
## the doors put it after the player's, table's or level's name, or show it alone.
# A refusal not yet in the message files, in English whatever the language.
refusal-english = { $text }
# Where the clock is: "level 4, 12:00 left".
refusal-clock-at = { $period }, { $left } restantes
refusal-clock-already-started = l’horloge a déjà démarré ({ $at })
refusal-clock-not-started = l’horloge n’a pas encore démarré ; démarrez-la d’abord
refusal-clock-not-running = l’horloge est déjà en pause ({ $at })
refusal-clock-not-paused = l’horloge tourne déjà ({ $at })
refusal-no-next-level = { $at } est la dernière période de la structure ; il n’y a pas de niveau suivant
refusal-no-previous-level = { $at } est la première période de la structure ; il n’y a pas de niveau précédent
refusal-no-such-period = la période { $period } n’existe pas ; la structure a les périodes 0 à { $last }
refusal-remaining-out-of-range = le temps restant doit être entre 0:01 et 24:00:00, pas { $requested }
refusal-subtract-too-much = il reste { $left } à { $at } ; retirer { $taken } y mettrait fin (passez plutôt au niveau suivant)
refusal-add-too-much = ajouter { $added } à { $at } laisserait plus de 24 heures à l’horloge
refusal-day-already-ended = la journée est déjà terminée ({ $at })
refusal-counts-tracked = dans ce tournoi, chaque joueur est suivi un par un : inscrivez-les ou éliminez-les au lieu de changer le compteur { $counter }
refusal-event-over = le tournoi est terminé ({ $what }) : annulez l’action qui l’a terminé pour continuer
refusal-event-over-unknown = il est terminé
refusal-bad-announcement = un message aux écrans fait de 1 à { $max } caractères ; celui-ci en a { $found }
refusal-language-unchanged = la langue du tournoi est déjà { $language } : rien à changer
refusal-language-unchanged-browsers = le tournoi suit déjà la langue de chaque navigateur : rien à changer
refusal-unknown-language = Felt n’a pas de langue « { $asked } » ; il parle { $known }
refusal-nothing-to-undo = il n’y a rien à annuler
refusal-nothing-to-redo = il n’y a rien à rétablir
refusal-not-in-effect = l’action nº { $seq } n’est pas en vigueur : elle a déjà été annulée, ou n’est pas une action de ce tournoi
refusal-not-undone = l’action nº { $seq } n’est pas annulée : seules les actions annulées peuvent être rétablies
refusal-count-out-of-range = le compteur { $counter } ne peut pas passer de { $from } à { $to } : { $why }
refusal-count-negative = la valeur ne peut pas être négative
refusal-count-million = un tournoi compte au plus 1 000 000
refusal-count-players-are-entries = chaque joueur restant est déjà compté comme une entrée encore en jeu
refusal-count-more-players = plus de joueurs que d’entrées
counter-entries = « entrées »
counter-players = « joueurs restants »
counter-add-ons = « add-ons »

## Refusals of players and seats (refusal-field-*): the field's, its entries', its draw's.
# An entry as a refusal names it.
refusal-field-entry-named = l’entrée { $entry } ({ $name })
refusal-field-entry = l’entrée { $entry }
refusal-field-empty-name = un joueur a besoin d’un nom
refusal-field-name-too-long = le nom « { $name } » dépasse { $max } caractères
# $what: one of the refusal-name-* below; $code: the character's code point in hex ("202E").
refusal-name-character = le nom « { $name } » contient { $what } au caractère { $position } (U+{ $code }) : saisissez le nom de nouveau sans lui
refusal-name-control = un caractère de contrôle
refusal-name-direction = un marqueur ou forçage de sens d’écriture (droite-à-gauche ou gauche-à-droite)
refusal-name-invisible = un caractère invisible
refusal-name-joiner = un liant invisible au début ou à la fin
refusal-field-duplicate-name = { $name } est déjà inscrit comme entrée { $entry }
refusal-field-duplicate-name-busted = { $name } est déjà inscrit comme entrée { $entry } et a été éliminé : enregistrez plutôt une re-entry
refusal-field-duplicate-number = le numéro de joueur { $number } est déjà pris par l’entrée { $entry } ({ $name })
refusal-field-no-such-entry = il n’y a pas d’entrée { $entry } dans ce tournoi
# $why: one of the refusal-field-split-* below.
refusal-field-bad-split = l’élimination de l’entrée { $entry } { $why }
refusal-field-split-one-winner = ne nomme qu’un gagnant : indiquez-le plutôt comme l’auteur de l’élimination
refusal-field-split-knocker-not-first = nomme l’entrée { $knocker } comme auteur de l’élimination, mais pas en premier parmi les gagnants du pot
refusal-field-split-no-share = ne donne à { $who } aucune part du pot
refusal-field-split-twice = nomme { $who } deux fois parmi les gagnants du pot
refusal-field-ticket-used = la place gagnée par l’entrée { $entry } au tournoi nº { $satellite } a déjà été utilisée, par { $name }
# $why: one of the refusal-field-state-* below, said of the entry.
refusal-field-entry-state = l’entrée { $entry } ({ $name }) { $why }
refusal-field-state-busted-already = est déjà éliminée
refusal-field-state-not-seated = n’a pas de place
refusal-field-state-cannot-win-bounty = n’est plus dans le tournoi et ne peut donc pas gagner de prime
refusal-field-state-no-count = n’est plus en jeu et n’a donc pas de compte de jetons
refusal-field-state-no-count-at-stop = n’est plus en jeu et n’a donc pas de compte de jetons à l’arrêt
refusal-field-state-zero-chips = ne peut pas être comptée à 0 jeton : éliminez plutôt le joueur
refusal-field-state-needs-count = est encore en jeu et a besoin d’un compte de jetons
refusal-field-state-re-entered-already = a déjà fait une re-entry
refusal-field-state-not-busted = n’est pas éliminée et ne peut donc pas faire de re-entry
refusal-field-state-not-registered = n’est pas inscrite et en jeu
refusal-field-state-carried-in = est arrivée au day 2 avec des jetons ensachés lors d’un flight : un joueur qui ne revient pas est blindé jusqu’à l’élimination, pas désinscrit
refusal-field-state-not-in = n’est pas dans le tournoi
refusal-field-state-cannot-bust = n’est pas en jeu et ne peut donc pas être éliminée
refusal-field-registration-closed = les inscriptions tardives ont fermé à la fin du niveau { $level }
# $moment: where play stands ("level 4"); $window: "levels 1 to 6" or "the break after level 4".
refusal-field-re-entry-closed = { $name } ne peut pas faire de re-entry pendant { $moment } : la re-entry est proposée pendant { $window }
# $place: the place the player finished in ("3rd").
refusal-field-re-entry-cashed = { $name } a fini { $place } dans l’argent et ne peut pas faire de re-entry : un joueur payé est sorti pour de bon
refusal-field-no-re-entry = ce tournoi n’a pas de re-entry
refusal-field-re-entry-limit =
    { $limit ->
        [one] { $name } a déjà utilisé { $limit } re-entry, le maximum
       *[other] { $name } a déjà utilisé ses { $limit } re-entries, le maximum
    }
refusal-field-already-drawn = les places sont déjà tirées ; les joueurs tardifs sont placés à leur inscription
refusal-field-already-committed = le tirage des places est déjà scellé ({ $commitment }) ; annulez ce sceau pour en faire un autre
# $found: what was sent, in quotes.
refusal-field-bad-commitment = un sceau fait 64 caractères hexadécimaux (le SHA-256 du secret du tirage) ; reçu : { $found }
refusal-field-bad-commitment-none = un sceau fait 64 caractères hexadécimaux (le SHA-256 du secret du tirage) ; reçu : rien (le serveur crée le sceau)
refusal-field-draw-not-committed = ce tirage n’a pas été scellé, il n’y a donc pas de secret à révéler
refusal-field-draw-must-reveal = le tirage est scellé par { $commitment } : il doit révéler ce secret (ce Felt le garde ; un tirage d’une autre base de données ne le peut pas)
refusal-field-reveal-malformed = le secret révélé ne fait pas 64 caractères hexadécimaux
refusal-field-reveal-wrong-secret = le secret révélé donne le sceau { $gives }, pas le { $committed } affiché avant le tirage
refusal-field-reveal-wrong-seed = la graine { $seed } n’est pas celle du secret scellé ({ $committed })
refusal-field-not-drawn = les places ne sont pas encore tirées
refusal-field-nobody-waiting = personne n’attend de place : chaque joueur encore en jeu est placé
refusal-field-too-few-to-draw =
    { $players ->
        [one] { $players } joueur ne peut pas être placé : le tirage en demande au moins 2
       *[other] { $players } joueurs ne peuvent pas être placés : le tirage en demande au moins 2
    }
# $capacity: the seats the room can use (held seats left out).
refusal-field-room-too-small = la salle a { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } de { $seats ->
        [one] { $seats } siège
       *[other] { $seats } sièges
    } ({ $capacity } utilisables), pas assez pour { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
refusal-field-play-started = le jeu a commencé : l’entrée { $entry } ({ $name }) peut seulement être éliminée, pas désinscrite
refusal-field-last-player = { $name } est le dernier joueur en jeu et gagne le tournoi ; il n’y a plus personne à éliminer
refusal-field-move-twice = le déplacement de l’entrée { $entry } ({ $name }) figure deux fois
refusal-field-count-twice = l’entrée { $entry } ({ $name }) est comptée deux fois
refusal-field-no-counts = aucun compte de jetons n’a été donné
refusal-field-same-destination = deux déplacements vont à la table { $table }, siège { $seat }
refusal-field-not-win-the-button = ce tournoi ne se joue pas en win-the-button
refusal-field-button-unknown = la table { $table } n’a pas de bouton enregistré ; enregistrez-le avant le gagnant de la main
refusal-field-h4h-already-on = le main par main est déjà activé
refusal-field-h4h-already-off = le main par main est déjà désactivé
refusal-field-h4h-off = le main par main est désactivé
# $waiting: the tables still playing the hand ("tables 2 and 5").
refusal-field-table-already-done = la table { $table } a déjà signalé la fin de la main { $hand } ; on attend : { $waiting }
refusal-field-self-knockout = l’entrée { $entry } ne peut pas éliminer l’entrée { $entry }
refusal-field-not-shootout = ce tournoi n’est pas un shootout
refusal-field-table-decided =
    { $advance ->
        [one] à la table { $table }, il ne reste que { $advance } joueur, qui se qualifie : plus personne n’y est éliminé ce tour-ci
       *[other] à la table { $table }, il ne reste que les { $advance } joueurs qui se qualifient : plus personne n’y est éliminé ce tour-ci
    }
refusal-field-winners-count =
    { $want ->
        [one] la table { $table } qualifie { $want } joueur, pas { $got }
       *[other] la table { $table } qualifie { $want } joueurs, pas { $got }
    }
# $tables: the tables still playing, as a list ("[2, 5]").
refusal-field-round-not-over = le tour n’est pas fini : la ou les tables { $tables } jouent encore
refusal-field-not-held = le siège { $seat } de la table { $table } n’est pas réservé
# $why: one of the refusal-field-redraw-* below, said of the redraw.
refusal-field-redraw = le nouveau tirage { $why }
refusal-field-redraw-between-days = se fait entre deux journées : mettez d’abord l’horloge en pause ou terminez la journée
refusal-field-redraw-needs-counts = aux jetons demande le compte de chaque joueur : { $who } n’en a pas (enregistrez les comptes, ou refaites un tirage au hasard)
# $why: one of the refusal-field-carry-* below.
refusal-field-carry-in = les flights ne peuvent pas être repris : { $why }
refusal-field-carry-has-entries = ce tournoi a déjà des entrées ; reprenez les flights dans un nouveau tournoi
refusal-field-carry-no-flight = aucun flight n’est indiqué
refusal-field-carry-no-player = aucun joueur n’a ensaché de jetons dans les flights
refusal-field-carry-flight-twice = le tournoi nº { $event } ({ $name }) est indiqué deux fois
refusal-field-carry-fees = le tournoi nº { $event } ({ $name }) a gardé plus en frais qu’il n’a encaissé
# $player: the player's line in the list (1 for the first).
refusal-field-carry-no-name = le joueur { $player } n’a pas de nom
refusal-field-carry-player-twice = { $who } figure deux fois (joueurs { $first } et { $second }) ; un joueur apporte un seul tapis
refusal-field-carry-no-bag = { $who } n’apporte de sac d’aucun flight
refusal-field-carry-bag-not-flight = le sac de { $who } vient du tournoi nº { $event }, qui n’est pas l’un des flights
refusal-field-carry-bag-twice = l’entrée { $entry } du tournoi nº { $event } ({ $name }) est reprise deux fois
refusal-field-carry-bag-no-chips = le sac de { $who } du tournoi nº { $event } ({ $name }) n’a pas de jetons
refusal-field-carry-wrong-chips = { $who } apporte { $chips } jetons, mais la règle des flights donne { $want } pour ces sacs
refusal-field-carry-over-limit = les tapis repris font { $total } jetons en tout, plus que la limite de Felt de { $max }
refusal-field-carry-survivors = le tournoi nº { $event } ({ $name }) avait { $survivors ->
        [one] { $survivors } qualifié
       *[other] { $survivors } qualifiés
    }, mais { $bags ->
        [one] { $bags } sac en vient
       *[other] { $bags } sacs en viennent
    } dans la liste
refusal-field-carry-not-a-flight = le tournoi nº { $event } ({ $name }) est lui-même un day 2, pas un flight
refusal-field-carry-no-count = { $who } du tournoi nº { $event } ({ $name }) n’a pas de compte de jetons : ensachez d’abord les jetons de chaque joueur
# $position: the player's line in the list; $error: why that player was refused.
refusal-field-in-list = joueur { $position } de la liste ({ $name }) : { $error } ; personne n’a été inscrit
refusal-field-empty-list = la liste n’a aucun joueur à inscrire
refusal-field-list-too-long = la liste a { $found ->
        [one] { $found } joueur
       *[other] { $found } joueurs
    }, plus que les { $max } qu’une action inscrit

## Refusals of seats and tables (refusal-seat-*).
refusal-seat-no-such-table = la table { $table } n’existe pas
refusal-seat-table-already-open = la table { $table } est déjà ouverte
refusal-seat-bad-table-size =
    { $size ->
        [one] la table { $table } ne peut pas avoir { $size } siège (de 2 à 12)
       *[other] la table { $table } ne peut pas avoir { $size } sièges (de 2 à 12)
    }
refusal-seat-table-not-empty =
    { $players ->
        [one] la table { $table } a encore { $players } joueur assis
       *[other] la table { $table } a encore { $players } joueurs assis
    }
# $size: the table's seats.
refusal-seat-no-such-seat = le siège { $seat } n’existe pas à la table { $table } (sièges 1 à { $size })
refusal-seat-taken = le siège { $seat } de la table { $table } est déjà pris par le joueur { $player }
# $hold: one of the refusal-seat-hold-* below.
refusal-seat-held = le siège { $seat } de la table { $table } est { $hold }
refusal-seat-hold-locked = verrouillé
refusal-seat-hold-reserved-for = réservé au joueur { $player }
refusal-seat-hold-reserved = réservé
refusal-seat-already-seated = le joueur { $player } est déjà assis à la table { $table }, siège { $seat }
refusal-seat-not-seated = le joueur { $player } n’est pas assis
refusal-seat-not-at = le joueur { $player } est à la table { $actual_table }, siège { $actual_seat }, pas à la table { $table }, siège { $seat }
refusal-seat-duplicate-player = le joueur { $player } figure deux fois
refusal-seat-not-enough-seats = { $players ->
        [one] { $players } joueur ne tient pas
       *[other] { $players } joueurs ne tiennent pas
    } dans { $seats ->
        [one] le { $seats } siège libre
       *[other] les { $seats } sièges libres
    }
refusal-seat-no-open-seat = plus aucun siège libre pour le joueur { $player } : ouvrez une autre table
refusal-seat-duplicate-table = la table { $table } figure deux fois dans l’ordre des tables
refusal-seat-too-few-hand-winners = les gagnants de la main doivent être au moins { $min }, pas { $got }
refusal-seat-too-few-open-tables = il faut au moins { $min } tables ouvertes, pas { $got }
refusal-seat-too-few-players = il faut au moins { $min } joueurs, pas { $got }
refusal-seat-too-few-advancing = au moins { $min } joueurs doivent se qualifier à chaque table, pas { $got }
refusal-seat-too-few-seats-above-advancing = chaque table doit avoir au moins { $min } sièges de plus que de qualifiés, pas { $got }
refusal-seat-first-threshold-too-small = le premier seuil d’élimination doit être au moins { $min }, pas { $got }
refusal-seat-not-at-table = le joueur { $player } n’est pas à la table { $table }
refusal-seat-wrong-winner-count =
    { $advance ->
        [one] la table { $table } qualifie { $advance } joueur, pas { $got }
       *[other] la table { $table } qualifie { $advance } joueurs, pas { $got }
    }
refusal-seat-missing-winner = la table { $table } n’a pas encore de gagnant enregistré
# $seats: seats per table; $max: the most players the rounds hold.
refusal-seat-field-too-large = un champ de { $players } joueurs ne tient pas en { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    } de tables à { $seats } (au plus { $max })
refusal-seat-thresholds-not-rising = les seuils d’élimination doivent augmenter : { $next } suit { $prev }
refusal-seat-no-bust = le joueur { $player } n’a pas d’élimination à annuler
refusal-seat-busted-twice = le joueur { $player } est éliminé deux fois
refusal-seat-more-busts-than-field = { $busted ->
        [one] { $busted } élimination enregistrée
       *[other] { $busted } éliminations enregistrées
    }, mais le champ n’a que { $field ->
        [one] { $field } entrée
       *[other] { $field } entrées
    }

## Refusals of the money end (refusal-results-*): the payouts' lock, savers, a deal.
refusal-results-no-prizes = ce tournoi ne paie pas de prix : sa structure n’a ni [money] ni [payouts]
refusal-results-prizes-unknown = les prix ne peuvent pas encore être calculés : { $why }
refusal-results-nobody-entered = personne ne s’est inscrit
refusal-results-already-locked =
    { $entries ->
        [one] les prix sont déjà verrouillés à { $entries } entrée
       *[other] les prix sont déjà verrouillés à { $entries } entrées
    }
refusal-results-not-locked = les prix ne sont pas verrouillés
refusal-results-not-tracked = les joueurs ne sont pas suivis un par un dans ce tournoi, un deal ne peut donc pas être enregistré
refusal-results-too-few-for-deal = un deal demande au moins 2 joueurs restants, pas { $players }
refusal-results-already-dealt = un deal est déjà enregistré ; annulez-le avant d’en enregistrer un autre
refusal-results-savers-after-deal = les savers passent avant un deal : le deal partage déjà ce qui reste
refusal-results-savers-locked = les prix sont verrouillés ; déverrouillez-les d’abord, car les savers sont prélevés sur le prize pool qui paie les places
refusal-results-saver-count = { $savers ->
        [one] { $savers } saver
       *[other] { $savers } savers
    } pour { $left ->
        [one] { $left } joueur restant
       *[other] { $left } joueurs restants
    } : au moins deux joueurs doivent continuer sans saver
# $place: a finishing place ("3rd").
refusal-results-zero-saver = le saver de la { $place } place est 0
refusal-results-saved-twice = la { $place } place a déjà un saver
# $names: the entries that have not agreed; $count: how many.
refusal-results-savers-not-agreed =
    { $count ->
        [one] { $names } n’a pas accepté les savers
       *[other] { $names } n’ont pas accepté les savers
    }
refusal-results-savers-too-large = les savers ({ $savers }) doivent être inférieurs aux prix restant à partager ({ $prizes })
refusal-results-missing = { $who } est encore en jeu et doit faire partie du deal
refusal-results-not-in-play = { $who } n’est pas un joueur encore en jeu
refusal-results-listed-twice = { $who } figure deux fois dans le deal
refusal-results-not-agreed =
    { $count ->
        [one] { $names } n’a pas accepté le deal
       *[other] { $names } n’ont pas accepté le deal
    }
refusal-results-amount-count = le deal indique { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } mais { $amounts ->
        [one] { $amounts } montant
       *[other] { $amounts } montants
    }
refusal-results-wrong-sum = le deal paie { $paid }, mais les prix restant à payer ({ $prizes }) moins les { $play_for } joués font { $expected }
refusal-results-play-for-too-large = les { $play_for } à jouer dépassent les { $prizes } restant à payer
refusal-results-stack-count = { $stacks ->
        [one] { $stacks } compte de jetons a été donné
       *[other] { $stacks } comptes de jetons ont été donnés
    } pour { $players ->
        [one] { $players } joueur encore en jeu
       *[other] { $players } joueurs encore en jeu
    }
refusal-results-custom-proposal = un deal libre n’a pas de proposition ; les joueurs fixent les montants

## Refusals of chips (refusal-chips-*): lammers, purchases, chip races.
# $who: the entry; $why: the rule's refusal.
refusal-chips-who = { $who } : { $why }
refusal-chips-no-lammers = ce tournoi n’a pas de lammers
refusal-chips-deadline-applied = l’échéance des lammers a déjà été appliquée
refusal-chips-no-such-table = la table { $table } n’est pas ouverte
# $why: one of the refusal-chips-race-* below.
refusal-chips-race-not-from-seed = le chip race de la table { $table } n’est pas celui que donne sa graine : { $why }
refusal-chips-race-over-limit = chip race à la table { $table } : { $why }
refusal-chips-damaged = le journal contient pour l’entrée { $entry } un changement de lammers que le carnet refuse : { $why }
refusal-chips-race-lists = il indique { $counts ->
        [one] les comptes de { $counts } siège
       *[other] les comptes de { $counts } sièges
    }, { $others ->
        [one] les autres jetons de { $others } siège
       *[other] les autres jetons de { $others } sièges
    } et { $received ->
        [one] les jetons reçus de { $received } siège
       *[other] les jetons reçus de { $received } sièges
    }
refusal-chips-race-no-seed = sa façon de faire le race ne distribue pas de cartes, il n’a donc pas de graine
# $chip: the value of the chip received; $dealt: how many of them the seed deals the seat.
refusal-chips-race-seat = le siège { $seat } est enregistré recevant { $got ->
        [one] { $got } jeton
       *[other] { $got } jetons
    } de { $chip } ; la graine { $seed } lui en donne { $dealt }
refusal-chips-race-values = il enregistre { $removed } retirés et { $added } rendus ; la graine { $seed } donne { $before } et { $after }
refusal-lammer-unknown-player = le joueur { $player } n’a jamais reçu de lammers
refusal-lammer-none-left = le joueur { $player } n’a plus de lammers à régler
refusal-lammer-too-many =
    { $asked ->
        [one] le joueur { $player } demande à régler { $asked } lammer mais en a { $held }
       *[other] le joueur { $player } demande à régler { $asked } lammers mais en a { $held }
    }
refusal-lammer-zero-count = joueur { $player } : un règlement demande au moins un lammer
refusal-lammer-past-deadline = joueur { $player } : le niveau { $level } est après l’échéance des lammers (fin du niveau { $deadline })
refusal-lammer-deadline-not-reached = l’échéance (fin du niveau { $deadline }) n’est pas passée au niveau { $level }
# $kind: what is bought: rebuy, add-on or re-entry.
refusal-purchase-not-offered =
    { $kind ->
        [rebuy] ce tournoi ne propose pas de recave
        [add-on] ce tournoi ne propose pas d’add-on
       *[re-entry] ce tournoi ne propose pas de re-entry
    }
# $moment: where play stands ("level 4"); $window: when it is sold ("levels 1 to 6").
refusal-purchase-outside-window =
    { $kind ->
        [rebuy] joueur { $player } : pas de recave pendant { $moment } ; elle est proposée pendant { $window }
        [add-on] joueur { $player } : pas d’add-on pendant { $moment } ; il est proposé pendant { $window }
       *[re-entry] joueur { $player } : pas de re-entry pendant { $moment } ; elle est proposée pendant { $window }
    }
refusal-purchase-window-levels = les niveaux { $from } à { $until }
# $bought: one of the refusal-purchase-rebuys, -add-ons, -re-entries below.
refusal-purchase-limit-reached = le joueur { $player } a déjà pris { $bought }, la limite par joueur
refusal-purchase-rebuys =
    { $count ->
        [one] { $count } recave
       *[other] { $count } recaves
    }
refusal-purchase-add-ons =
    { $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    }
refusal-purchase-re-entries =
    { $count ->
        [one] { $count } re-entry
       *[other] { $count } re-entries
    }
refusal-purchase-stack-too-big =
    { $kind ->
        [rebuy] le joueur { $player } a { $stack } jetons ; une recave n’est possible qu’à { $at_most } ou moins
        [add-on] le joueur { $player } a { $stack } jetons ; un add-on n’est possible qu’à { $at_most } ou moins
       *[re-entry] le joueur { $player } a { $stack } jetons ; une re-entry n’est possible qu’à { $at_most } ou moins
    }
refusal-purchase-not-busted =
    { $kind ->
        [rebuy] le joueur { $player } est encore en jeu : une recave est réservée à un joueur éliminé
        [add-on] le joueur { $player } est encore en jeu : un add-on est réservé à un joueur éliminé
       *[re-entry] le joueur { $player } est encore en jeu : une re-entry est réservée à un joueur éliminé
    }
refusal-purchase-busted = le joueur { $player } est éliminé : un add-on est réservé à un joueur encore en jeu

## Refusals of knockouts and bounties (refusal-bounty-*, refusal-pko-*).
refusal-bounty-busted-twice = le joueur { $player } est éliminé deux fois
refusal-bounty-own-bounty = le joueur { $player } ne peut pas gagner sa propre prime en étant éliminé
refusal-bounty-no-winner = l’élimination du joueur { $player } ne nomme aucun gagnant
refusal-bounty-winner-already-out = le joueur { $winner } a gagné la prime du joueur { $busted } après avoir été éliminé
refusal-bounty-unknown-player = le joueur { $player } n’est pas un participant
refusal-bounty-progressive = les primes progressives ne concordent pas : { $why }
refusal-pko-not-in = le joueur { $player } n’est pas un participant encore en jeu
refusal-pko-no-winner = l’élimination du joueur { $player } ne nomme aucun gagnant avec une part du pot
refusal-pko-own-knockout = le joueur { $player } ne peut pas gagner le pot qui l’élimine
refusal-pko-winner-twice = le joueur { $player } figure deux fois parmi les gagnants d’un même pot
refusal-pko-not-over =
    { $players ->
        [one] le tournoi est gagné alors que { $players } joueur est encore en jeu
       *[other] le tournoi est gagné alors que { $players } joueurs sont encore en jeu
    }
# $kind: the contribution's kind as the code names it (Entry, ReEntry, Rebuy, AddOn); amounts in cents.
refusal-pool-fee-above-price = contribution { $index } ({ $kind }) : les frais de { $fee } dépassent son prix de { $price }
refusal-pool-savers-above-pool = des savers de { $savers } dépassent le prize pool de { $pool }
refusal-pool-overflow = le prize pool déborde

## Refusals of Felt's limits (refusal-limit-*). $field: the input's name as the request gives it
## ("small_blind"); $noun: one of the units below.
refusal-limit-value = { $field } { $given } dépasse la limite de Felt de { $limit } { $noun }
refusal-limit-count = { $field } compte { $given } { $noun }, plus que la limite de Felt de { $limit }
refusal-limit-total = { $field } font { $given } { $noun } en tout, plus que la limite de Felt de { $limit }
refusal-limit-entries = entrées
refusal-limit-places-paid = places payées
refusal-limit-players = joueurs
refusal-limit-players-at-a-table = joueurs à une table
refusal-limit-seats = sièges
refusal-limit-savers = savers
refusal-limit-chips = jetons
refusal-limit-minor-units = centimes

## Refusals of changes to a running structure (refusal-structure-*).
# $what: the period ("level 4", "the break after level 4"), its first letter made a capital.
refusal-structure-no-such-period = la structure a { $count ->
        [one] { $count } période
       *[other] { $count } périodes
    } (0 à { $last }) ; il n’y a pas de période { $period }
refusal-structure-played = { $what } appartient déjà au passé : les périodes jouées ne changent jamais
refusal-structure-in-play = { $what } : en cours de jeu ; modifiez un niveau plus tardif, ou ajoutez-en un après
# $ran: the time it has run, as a clock writes it ("12:00").
refusal-structure-shorter-than-run = { $what } : déjà { $ran } de jeu ; donnez-lui plus que cela, ou passez au niveau suivant
refusal-structure-not-a-level = { $what } : c’est une pause, et une pause n’a ni jeu ni mises à changer
refusal-structure-not-started = l’horloge n’a pas démarré : démarrez-la avant de lancer une pause
refusal-structure-on-break = { $what } : c’est déjà une pause ; changez plutôt sa durée
refusal-structure-minutes = { $minutes } minutes est hors limites : une période dure de 1 à 1440 minutes
refusal-structure-level-minutes = niveau { $level } : les minutes doivent être entre 1 et { $max }, pas { $found }
refusal-structure-break-minutes = une pause dure de 1 à { $max } minutes, pas { $found }
# $games: the event's games, "Name (id)" each.
refusal-structure-no-such-game = ce tournoi ne joue aucun jeu « { $name } » ; ses jeux sont { $games }
refusal-structure-level-unreadable = niveau { $level } : les mises n’ont pas pu être lues
refusal-structure-nothing-to-repeat = la structure n’a aucun niveau à répéter
refusal-structure-edit-no-such-period = la structure a { $count ->
        [one] { $count } période
       *[other] { $count } périodes
    } ; il n’y a pas de période { $period }
refusal-structure-edit-not-a-level = la période { $period } est une pause, pas un niveau
refusal-structure-edit-duration = une période dure de 1 ms à un jour, pas { $duration_ms } ms
## How an event ended, inside a sentence.
over-won = { $name } a gagné
over-stopped = le jeu a été arrêté et les joueurs restants classés aux jetons
over-chopped = les joueurs restants ont conclu un deal pour tous les prix restants
over-counted = il ne reste qu’un joueur
over-seats =
    { $seats ->
        [one] les joueurs restants ont chacun gagné une place de satellite ({ $seats } place)
       *[other] les joueurs restants ont chacun gagné une place de satellite ({ $seats } places)
    }

## keys.ts: the console's keyboard, as the help overlay lists it (each key's name, then what it does)
keys-space-enter = Espace ou Entrée
keys-space-enter-does = Lancer, mettre en pause ou reprendre l’horloge
keys-backspace = Retour arrière
keys-backspace-does = Déverrouiller (ou verrouiller) les touches de l’horloge ci-dessous
keys-up-down = Haut / Bas
keys-up-down-does = Une minute de plus / de moins (déverrouillé seulement)
keys-left-right = Gauche / Droite
keys-left-right-does = Niveau précédent / suivant (déverrouillé seulement)
keys-page-up-down = Page préc. / Page suiv.
keys-page-up-down-does = Un joueur de plus / de moins
keys-home-end = Début / Fin
keys-home-end-does = Une entrée de plus / de moins
keys-insert-delete = Inser / Suppr
keys-insert-delete-does = Un add-on de plus / de moins
keys-m = M
keys-m-does = Couper ou rétablir les sons
keys-g = G
keys-g-does = Rejouer le son du changement de niveau
keys-f1 = F1 ou /
keys-f1-does = Afficher ou masquer cette aide
keys-escape = Échap
keys-escape-does = Fermer cette aide

## showdown.ts: the showdown judge's form, its default hand names and what is missing before asking
showdown-seat-name = Siège { $seat }
showdown-board-hint = { $groups } cartes
showdown-board-hint-words = { $groups } cartes : { $words }
showdown-pick-game = Choisissez le jeu.
showdown-no-hand = Saisissez au moins une main.
showdown-hand-name = Donnez un nom à la main { $cards }.
showdown-put-not-chips = { $name } : « { $text } » n’est pas un nombre de jetons.
showdown-not-declared = { $name } n’a pas annoncé : high, low ou les deux.
showdown-pot-not-chips = Le pot : « { $text } » n’est pas un nombre de jetons.
showdown-chip-not-chips = Le plus petit jeton : « { $text } » n’est pas un nombre de jetons.
showdown-roll = Donnez le nombre tiré pour le low (2 à 12).
showdown-wild = Donnez le rang ou la carte joker de cette main (ou « none »).

## chips.ts: the ante calculator's and chip race helper's checks of what was typed, and the race's results in words
chips-players-not-whole = le nombre de joueurs doit être un nombre entier de jetons, trouvé « { $text } »
chips-stack-not-whole = le tapis doit être un nombre entier de jetons, trouvé « { $text } »
chips-give-removed = Indiquez le jeton retiré.
chips-give-next = Indiquez le jeton qui le remplace.
chips-seat-not-chips = Siège { $seat } : « { $text } » n’est pas un nombre de jetons.
chips-seed-not-whole = La graine « { $text } » n’est pas un nombre entier.
# A seat's outcome: "1 exchanged + 1 raced = 2 × 100".
chips-exchanged =
    { $count ->
        [one] { $count } échangé
       *[other] { $count } échangés
    }
chips-raced =
    { $count ->
        [one] { $count } gagné au race
       *[other] { $count } gagnés au race
    }
chips-race-out-chip = 1 pour ne pas être éliminé
chips-nothing = rien
chips-times = { $count } × { $chip }
chips-outcome = { $parts } = { $total }
# The race in one line, the parts joined by " · ".
chips-summary-raced = { $count } × { $chip } au race
chips-summary-rounding = arrondi de { $amount } en jetons
chips-summary-not-raced-out =
    { $count ->
        [one] pas éliminé par le race : siège { $seats }
       *[other] pas éliminés par le race : sièges { $seats }
    }
chips-summary-seed = distribué par l’application, graine { $seed }

## deal.ts: the deal form's checks before a proposal or a deal is sent
deal-custom-no-proposal = un deal personnalisé n’a pas de proposition : saisissez les montants
deal-chips-missing = le nombre de jetons de { $name } manque
deal-play-for-not-amount = « { $text } » en jeu n’est pas un montant
deal-amount-not-amount = le montant de { $name } n’est pas un montant

## night.ts: a home game night's results
# A player who won and lost nothing over the night.
night-result-even = à l’équilibre

## series.ts: what is wrong with a series' points rule as typed
series-rule-best = N meilleurs tournois : un nombre entier de tournois, ou vide pour tous
series-rule-scale = Le facteur est un nombre entier supérieur à zéro
series-rule-places = Les points selon la place sont des nombres entiers, séparés par des virgules
series-rule-formula = Écrivez la formule

## slides.ts: fitting a picture to the displays before it is uploaded
slides-cannot-draw = ce navigateur ne peut pas dessiner l’image

## draft.ts: where in the structure file a finding of the file checker is ("Level 4, stakes"); the key after the comma is the file's own name for it
draft-place-structure = La structure
draft-place-break = Pause (ligne { $row })
draft-place-level = Niveau { $level }
draft-place-game = Jeu { $number }
draft-place-chip = Jeton { $number }
draft-place-payouts-row = Prix, ligne { $row }
draft-place-field = { $place }, { $field }

## sections.ts: the structure editor's sections and fields: titles, labels and hints (the words in a hint before a colon, like "repeat" or "race", are the file's own choices and stay as typed)
sections-price = Prix
sections-price-hint = ce que paie le joueur, frais compris
sections-of-which-fee = Dont frais
sections-most-per-player = Maximum par joueur
sections-most-per-player-hint = vide : sans limite
sections-from-level = À partir du niveau
sections-until-the-end-of-level = Jusqu’à la fin du niveau
sections-only-at-the-break-after-level = Seulement à la pause après le niveau
sections-stack-at-most = Seulement avec un tapis d’au plus
sections-stack-at-most-hint =
    { $offer ->
        [re-entry] jetons, pour une re-entry
        [rebuy] jetons, pour un rebuy
       *[add-on] jetons, pour un add-on
    }
sections-event = Tournoi
sections-name = Nom
sections-event-number = Numéro du tournoi
sections-description = Description
sections-starting-stack = Tapis de départ
sections-seats-a-table = Sièges par table
sections-level-length-min = Durée d’un niveau (min)
sections-level-length-hint = niveaux sans durée propre
sections-ante-posted-as = Ante posée en
sections-game-rotation = Rotation des jeux
sections-game-rotation-hint = ids des jeux dans l’ordre ; un niveau sans jeu joue le suivant
sections-after-the-last-level = Après le dernier niveau
sections-after-last-hint = repeat (par défaut) : les derniers niveaux à nouveau ; double ; ou stop arrête l’horloge
sections-chip-races = Chip races
sections-chip-races-hint = race (par défaut, TDA) ; classic : la plus haute carte prend tout
sections-late-registration = Inscriptions tardives
sections-open-until-the-end-of-level = Ouvertes jusqu’à la fin du niveau
sections-re-entry = Re-entry
sections-rebuys = Rebuys
sections-add-on = Add-on
sections-lammers = Lammers
sections-lammers-per-entry = Lammers par entrée
sections-chips-each = Jetons chacun
sections-redeem-by-the-end-of-level = À régler d’ici la fin du niveau
sections-left-at-the-deadline = Restants à l’échéance
sections-big-blind-ante = Ante de grosse blinde
sections-rule-set = Règles
sections-ante-amount = Montant de l’ante
sections-reduced-at-players = Réduite à partir de (joueurs)
sections-reduced-to = Réduite à
sections-short-stack-posts = Le tapis court paie
sections-money = Argent
sections-currency = Devise
sections-buy-in = Buy-in
sections-buy-in-hint = frais compris
sections-guarantee = Garantie
sections-payouts = Prix
sections-special-formats = Formats spéciaux
sections-win-the-button = Gagner le bouton
sections-bounty-on-each-player = Prime sur chaque joueur
sections-progressive-knockout = Knockout progressif (la moitié de chaque prime sur la tête du gagnant)
sections-next-level-after-eliminations = Niveau suivant après éliminations
sections-eliminations-hint = partie entre amis : les blindes montent tous les N éliminés
sections-hard-stop-after-min = Hard stop après (min)
sections-bomb-pots = Bomb pots
sections-jam-or-fold = Jam or fold
sections-seating-and-balancing = Placement et équilibrage
sections-balance-trigger = Équilibrer quand les tables diffèrent de plus de
sections-hold-play-gap = Suspendre le jeu quand les tables diffèrent de
sections-break-tables = Casser les tables
sections-tables-in-the-room = Tables dans la salle
sections-button-unknown-start-at = Bouton inconnu : commencer à
sections-final-table-seats = Sièges de la table finale
sections-redraw-at-the-final-table = Nouveau tirage à la table finale
sections-hand-for-hand-seconds = Secondes du main par main

## session.svelte.ts: what a command came to, and a refusal for want of the token
session-sent-to-desk = Envoyé à la console, en attente du TD : { $text }
# $message: the server's refusal, without a final full stop.
session-enter-token = { $message }. Saisissez le jeton du TD ci-dessus.

## prize.ts: what a money box takes, and a question about an amount a hundred times a usual one
# $unit: dollars, euros, pounds or other (a currency without a word here); $code: the currency's code.
prize-money-unit =
    { $unit ->
        [dollars] dollars
        [euros] euros
        [pounds] livres
       *[other] unités entières
    } ({ $code })
prize-money-question = { $amount }, est-ce juste ? Ce champ prend des { $unit }, pas des centimes : { $hundredth } s’écrit { $cents } en centimes.

## events.ts: an event's name in the console, its id first and its series number after
events-label = #{ $id } { $name }
events-label-number = #{ $id } { $name } (nº { $number })

## reach.ts: why another device cannot open an address the console shows
reach-not-an-address = { $address } n’est pas une adresse qu’un autre appareil peut ouvrir.
reach-this-computer = { $host } désigne cet ordinateur lui-même : un téléphone ou une télévision ne peut pas l’ouvrir.
reach-not-on-lan = Felt ne répond qu’à cet ordinateur tant qu’il n’est pas ouvert au réseau local.

## seating/confirm.ts: what is wrong with the destinations the TD typed for the moves
seating-confirm-not-numbers = { $name } : la destination doit être un numéro de table et un numéro de siège.
seating-confirm-same-seat = { $name } et { $other } iraient tous deux à la table { $table }, siège { $seat }.

## seating/model.ts: the seating chart's words for a seat, a table and a move
# A seated player the room does not name, by entry number.
seating-model-entry = entrée { $entry }
# A table's state, written without colour (on the TV, on paper).
seating-model-breaking = CASSÉE
seating-model-hold-play = JEU SUSPENDU
# A seat as moves are read out on the floor: "T4 S2" (table 4, seat 2).
seating-model-seat-label = T{ $table } S{ $seat }
# Why a move happens.
seating-model-move-break = table cassée
seating-model-move-final = table finale
seating-model-move-balance = équilibrage

## api/http.ts: a request that got no answer from the server, or no answer in words
http-offline = Felt est injoignable : le serveur est-il lancé ?
# $status: the HTTP status code ("502").
http-status = le serveur a répondu { $status }


## Refusals of the API: what was asked for is not there, or cannot be done now.
refusal-no-such-event = il n’y a pas de tournoi nº { $id } dans cette base
refusal-no-such-structure = il n’y a pas de structure nº { $id } dans la bibliothèque
refusal-no-such-slide = il n’y a pas de diapositive nº { $id }
refusal-no-such-chapter = la langue { $lang } n’a pas ici de chapitre { $chapter } du guide
refusal-no-such-game = aucun jeu ni variante du catalogue ne s’appelle « { $name } »
refusal-no-such-night = il n’y a pas de soirée nº { $id } dans cette base
refusal-no-such-series = il n’y a pas de série nº { $id } dans cette base
refusal-no-such-player = il n’y a pas de joueur nº { $id } dans le registre
refusal-no-such-device = il n’y a pas d’appareil jumelé nº { $id }
refusal-no-such-backup = il n’y a pas de sauvegarde nommée « { $name } » (felt backup list les affiche)
refusal-event-running = le tournoi nº { $id } est en cours : mettez son horloge en pause (ou laissez-le finir) avant de le supprimer
refusal-structure-errors =
    le fichier de structure contient des erreurs :
    { $list }
refusal-bounty = les éliminations enregistrées ne concordent pas : { $why }
refusal-replay = le journal du tournoi nº { $id } ne peut pas être rejoué : { $why }
refusal-damaged = le tournoi nº { $id } est en lecture seule : { $problem } ; annulez l’action endommagée nº { $seq } (mise de côté) pour continuer
refusal-print = impression impossible : { $why }
refusal-fault = tournoi nº { $id } : { $what } a échoué dans Felt ({ $message }) ; les autres tournois ne sont pas touchés
refusal-internal = Felt a échoué en répondant ({ $message }) ; rechargez pour voir ce qui est enregistré

## Refusals of what a request sent, said where the API checks it (refusal-api-*). Names,
## fields and values the request gave come in as sent.
refusal-api-one-of = { $names } ou { $last }
refusal-api-one-name = { $name }
refusal-api-must-be-quoted = { $name } doit être { $what }, reçu « { $found } »
refusal-api-must-be = { $name } doit être { $what }, reçu : { $found }
refusal-api-unknown-parameter = paramètre inconnu « { $name } » ; ce calculateur prend { $known }
refusal-api-missing = { $name } manque
refusal-api-missing-give = { $name } manque : indiquez { $what }
refusal-api-what-chips = un nombre entier de jetons
refusal-api-what-players = le nombre de joueurs à la table (2 ou plus)
refusal-api-what-level = un numéro de niveau
refusal-api-what-whole = un nombre entier
refusal-api-what-counts = une liste avec un compte par siège
refusal-api-what-others = une liste avec une entrée par siège
refusal-api-what-cards = une liste de cartes comme ["As", "Td"] ou une liste par siège
refusal-api-what-chips-or-null = un nombre entier de jetons ou null
refusal-api-body-object = le corps doit être un objet JSON avec { $fields }
refusal-api-race-unknown-field = champ inconnu « { $name } » ; une course aux jetons prend { $known }
refusal-api-race-no-counts = counts manque : indiquez pour chaque siège le compte des jetons retirés, siège 1 en premier
refusal-api-race-seat-must-be = { $list } : le siège { $seat } doit être { $what }, reçu : { $found }
refusal-api-race-seat-cards = cards : le siège { $seat } doit donner les cartes en texte comme "As", reçu : { $found }
refusal-api-race-card = cards : la carte { $card } doit être du texte comme "As", reçu : { $found }
refusal-api-race-lists-differ =
    { $n ->
        [one] { $list } donne { $n } siège mais counts en donne { $seats }
       *[other] { $list } donne { $n } sièges mais counts en donne { $seats }
    }
refusal-api-race-cards-or-seed = indiquez soit cards (les cartes distribuées), soit seed (l’appli distribue), pas les deux
refusal-api-no-level = la structure n’a aucun niveau
refusal-api-no-shipped-structure = il n’y a pas de structure fournie nommée { $name }
refusal-api-command-fields = la commande { $name } ne peut pas s’exécuter avec ces champs : { $why }
refusal-api-not-json = le corps n’est pas du JSON : { $why }
refusal-api-not-request = pas { $what } valide : { $why }
refusal-api-what-judge = un showdown à juger
refusal-api-what-payouts = une demande de gains
refusal-api-what-icm = une demande ICM
refusal-api-what-chop = une demande de chop
refusal-api-what-seat-draw = une demande de tirage des places
refusal-api-no-counts = aucun compte de jetons n’est enregistré pour { $names } : enregistrez d’abord les comptes (ou envoyez les tapis avec le jeton du TD)
refusal-api-lang-field = lang : { $why }
refusal-api-window-too-big =
    { $max ->
        [one] count : une fenêtre contient au plus { $max } table ({ $asked } demandées)
       *[other] count : une fenêtre contient au plus { $max } tables ({ $asked } demandées)
    }
refusal-api-token-file-other = le fichier de jeton { $file } ne contient pas le jeton du TD de cette base : créez-en un nouveau avec `felt token --new`
refusal-api-token-file-missing = cette base ne garde qu’une empreinte de son jeton du TD et le fichier de jeton { $file } manque : créez un nouveau jeton avec `felt token --new`
refusal-api-clock-start = { $var }={ $text } n’est pas un instant RFC 3339 (comme 2026-11-27T22:59:40-08:00) : { $why }
refusal-api-draft-object = un brouillon est un objet avec les clés du fichier de structure (name, starting_stack, levels, ...)
refusal-api-player-name = nom
refusal-api-player-nickname = surnom
refusal-api-player-number = numéro de membre
refusal-api-player-club = club
refusal-api-player-notes = notes
refusal-api-player-field-too-long = le champ { $what } dépasse { $max } caractères
refusal-api-player-field-character = le champ { $what } contient { $why } au caractère { $position } (U+{ $code })
refusal-api-player-name-taken = { $name } est déjà le joueur nº { $id } ({ $other }) : fusionnez plutôt les deux
refusal-api-player-number-taken = le numéro de membre { $number } est déjà celui de { $other } (joueur nº { $id })
refusal-api-player-edit = joueur nº { $id } : { $why }
refusal-api-player-merge-same = le joueur nº { $keep } ({ $name }) et le joueur nº { $other } sont déjà le même joueur
refusal-api-player-merge-numbers = { $keep } (nº { $keep-id }) a le numéro de membre { $a } et { $other } (nº { $other-id }) a { $b } : effacez l’un des deux avant de fusionner
refusal-api-import-refused =
    { $n ->
        [one] l’import a été refusé et rien n’a changé ({ $n } ligne erronée) : { $problems }
       *[other] l’import a été refusé et rien n’a changé ({ $n } lignes erronées) : { $problems }
    }
refusal-api-import-empty = le fichier ne contient aucun joueur à importer
refusal-api-import-too-big = le fichier fait { $bytes } octets, plus que la limite d’import de { $max } (environ { $players } joueurs)
refusal-api-import-open-quote = ligne { $line } : un guillemet ouvre une valeur jamais fermée (une valeur entre guillemets finit par un guillemet ; un guillemet à l’intérieur s’écrit deux fois)
refusal-api-import-headers = ligne 1 : les noms de colonnes sont illisibles : { $why }
refusal-api-import-no-headers = la ligne 1 doit nommer les colonnes (name, nickname, number, club, notes)
refusal-api-import-no-column = la correspondance nomme une colonne "{ $column }" que le fichier n’a pas (ses colonnes : { $columns })
refusal-api-import-same-field = les colonnes { $columns } remplissent toutes le même champ : associez-en une et ignorez les autres
refusal-api-import-no-names = aucune colonne ne contient les noms : associez-en une à "name" (les colonnes sont : { $columns })
refusal-api-import-too-many = ligne { $line } : le fichier a plus de { $max } joueurs, la limite d’import : coupez-le en deux
refusal-api-slide-name = le nom d’une diapositive fait 1 à { $max } caractères
refusal-api-slide-not-base64 = l’image de la diapositive « { $name } » n’est pas en base64 : { $why }
refusal-api-slide-too-big = « { $name } » fait { $kb } Ko ; une diapositive fait au plus { $max } Ko (la console ajuste une image à 1920x1080 avant de l’envoyer)
refusal-api-slide-not-image = « { $name } » ne peut pas être une diapositive : { $why }
refusal-api-slide-too-many =
    { $max ->
        [one] il y a déjà { $max } diapositive : retirez-en une d’abord
       *[other] il y a déjà { $max } diapositives : retirez-en une d’abord
    }
refusal-api-slide-seconds = une diapositive s’affiche 5 à 120 secondes, pas { $seconds }
refusal-api-screen-name = le nom d’un écran fait 1 à 40 caractères ; { $name } non
refusal-api-screen-id = l’identifiant d’un écran fait 4 à 64 lettres, chiffres, « - » ou « _ »
refusal-api-screen-unknown = aucun écran { $id } ne s’est signalé à ce Felt
refusal-api-screen-no-table = { $name } : indiquez quelle table la disposition table affiche
refusal-api-screen-not-connected = aucun écran { $id } n’est connecté
refusal-api-restore-no-file = il n’y a pas de fichier { $file }
refusal-api-restore-in-use = { $file } est la base en cours d’utilisation : indiquez une sauvegarde ou la base d’une autre machine
refusal-api-restore-stage = impossible de préparer { $name } : { $why }
refusal-api-restore-put-back = { $name } n’a pas pu remplacer la base ({ $why }) : elle a été remise telle quelle, depuis { $backup }
refusal-api-restore-put-back-failed = { $name } n’a pas pu remplacer la base ({ $why }), et la remise de { $backup } a aussi échoué ({ $again }) : restaurez { $backup } par son nom
refusal-api-restore-staging-folder = impossible de créer le dossier de préparation { $folder } : { $why }
refusal-api-repair-nothing = le tournoi nº { $id } n’a aucune action endommagée : rien à mettre de côté
refusal-api-repair-other-record = l’action endommagée du tournoi nº { $id } est la nº { $damaged }, pas la nº { $seq }
refusal-api-repair-changed = le tournoi nº { $id } a changé pendant la réparation : regardez-le de nouveau
refusal-api-night-record-unreadable = l’entrée nº { $seq } de la soirée est illisible : { $why }
refusal-api-night-record-stale = l’entrée nº { $seq } de la soirée ne s’applique plus : { $why }
refusal-api-series-rule-unreadable = la règle de la série nº { $id } est illisible : { $why }
refusal-api-series-name = une série a besoin d’un nom de 1 à 120 caractères
refusal-api-series-has-event = le tournoi nº { $event } ({ $name }) est déjà dans cette série
refusal-api-series-lacks-event = le tournoi nº { $event } n’est pas dans cette série
refusal-api-day-two-by-hand = un day 2 se forme à partir de ses flights, que Felt lit lui-même : utilisez POST /api/days (felt event day2)
refusal-api-day-two-no-flights = nommez les flights à fusionner dans le day 2
refusal-api-day-two-twice = le tournoi nº { $id } est nommé deux fois
refusal-api-day-two-untracked = le tournoi nº { $id } ({ $name }) ne suit pas ses joueurs un à un, il n’a donc aucun survivant à reporter
refusal-api-day-two-pko = le tournoi nº { $id } ({ $name }) est un knockout progressif : ses primes ne passent pas d’un flight à l’autre, donc Felt ne fusionne pas les flights PKO
refusal-api-day-two-over = le tournoi nº { $id } ({ $name }) est terminé : il n’a pas de day 2
refusal-api-day-two-not-ended = le tournoi nº { $id } ({ $name }) n’a pas fini sa journée : terminez la journée et ensachez les jetons d’abord
refusal-api-day-two-carried = le tournoi nº { $id } ({ $name }) est déjà reporté dans le tournoi nº { $day2 } ({ $day2-name })
refusal-api-day-two-other-structure = le tournoi nº { $id } ({ $name }) ne se joue pas avec la même structure que le tournoi nº { $first } (tapis, buy-in et niveaux doivent correspondre)
refusal-api-device-what-clock = l’horloge du tournoi nº { $event }
refusal-api-device-what-desk = le bureau du tournoi nº { $event }
refusal-api-device-what-table = la table { $table } du tournoi nº { $event }
refusal-api-device-what-a-table = une table du tournoi nº { $event }
refusal-api-device-no-table = un appareil pour une table a besoin du numéro de la table
refusal-api-device-no-such-table = le tournoi nº { $event } n’a pas de table { $table } en jeu
refusal-api-device-name = le nom d’un appareil fait au plus 60 caractères
refusal-api-device-code-used = ce code de jumelage n’est plus valable (chaque code sert une fois, pendant dix minutes) : demandez-en un nouveau au TD
refusal-api-device-revoked = l’appareil nº { $id } ({ $name }) a déjà été révoqué
refusal-api-device-may-run = { $name } ne peut faire fonctionner que { $what } : { $why }
refusal-api-device-may-work = { $name } ne peut travailler que sur { $what } : { $why }
refusal-api-device-other-event = le tournoi nº { $id } est un autre tournoi
refusal-api-device-ask-td = demandez au TD pour les actions du bureau
refusal-api-device-undo-td = cette annulation ou ce rétablissement touche la structure, le verrou des gains ou un deal, qui sont l’affaire du TD
refusal-api-device-td-only = la structure, le verrou des gains et les deals sont l’affaire du TD
refusal-api-device-counts-here = seulement les comptes des joueurs assis à cette table
refusal-api-device-table-actions = éliminations, comptes de jetons, bouton, mains gagnées et mains hand-for-hand à cette table
refusal-api-device-other-table = c’est à la table { $table }
refusal-api-device-not-seated = ce joueur n’est pas assis là
refusal-api-lan-host-name = « { $name } » n’est pas un nom d’hôte : lettres, chiffres, points et tirets, comme un navigateur l’affiche avant le port (felt.lan, tv-room.local)
refusal-api-lan-no-server = aucun serveur ne tourne pour s’ouvrir au réseau local
refusal-api-lan-fixed = Felt a été lancé avec --lan : il écoute sur le réseau local jusqu’à ce qu’il soit relancé sans
refusal-api-lan-no-port = aucun port n’a pu être ouvert sur le réseau local : { $why }
refusal-api-report-none = le tournoi nº { $id } n’a pas de rapport de table nº { $report }
refusal-api-report-declined = le rapport de table nº { $report } de { $device } a déjà été refusé
refusal-api-report-applied = le rapport de table nº { $report } de { $device } a déjà été appliqué
refusal-api-report-decided = le rapport de table nº { $report } a été tranché entre-temps à un autre bureau
refusal-api-device-launch-token = le jeton de cette fenêtre est recréé à chaque lancement de l’application de bureau ; relancez-la pour en avoir un nouveau
refusal-api-busy-wait = Felt est occupé par d’autres calculs ; réessayez dans un instant
refusal-api-busy-long = ce calcul prend plus de 20 secondes : demandez-en un plus petit
refusal-api-draft-bad-key = le brouillon a une clé avec un saut de ligne ou un caractère de contrôle ({ $key }) : les clés d’un fichier de structure sont des noms sur une ligne
refusal-api-draft-unwritable = le brouillon ne peut pas s’écrire comme fichier de structure : { $why }
refusal-api-draft-unkeepable = le brouillon ne peut pas être gardé comme fichier de structure : { $why }
refusal-api-draft-no-template = il n’y a pas de modèle nommé { $name } ; les modèles sont { $templates }
refusal-api-draft-no-name = une structure a besoin d’un nom
refusal-api-house-list-empty = nommez au moins un jeu pour la liste de la maison
refusal-api-propose-no-stack = fixez d’abord le tapis de départ
refusal-api-propose-no-chips = ajoutez d’abord le jeu de jetons : les niveaux sont construits à partir de ses jetons
refusal-api-propose-rotation = la rotation nomme { $id }, qui n’est pas l’un des jeux
refusal-api-propose-no-game = ajoutez d’abord un jeu (avec sa famille et ses mises)
refusal-api-propose-nothing-to-extend = il n’y a aucun niveau saisi à prolonger : proposez des niveaux pour toute la structure
refusal-api-ticket-same-event = une place gagnée dans le tournoi nº { $id } ne peut pas payer une entrée dans ce même tournoi
refusal-api-ticket-not-satellite = le tournoi nº { $sat } ({ $sat-name }) n’est pas un satellite : ses places ne gagnent aucun ticket
refusal-api-ticket-other-target = les tickets du tournoi nº { $sat } ({ $sat-name }) sont pour « { $target } », pas pour le tournoi nº { $id } ({ $name })
refusal-api-ticket-still-playing = le tournoi nº { $sat } ({ $sat-name }) est encore en cours : ses tickets ne sont pas encore gagnés
refusal-api-ticket-holder = { $name } (entrée { $entry })
refusal-api-ticket-no-seat = l’entrée { $entry } du tournoi nº { $sat } n’a gagné aucun ticket (les tickets sont allés à { $holders })
refusal-api-ticket-other-holder = le ticket du tournoi nº { $sat } est à { $holder }, pas à { $name }
refusal-api-ticket-used = le ticket de { $holder } du tournoi nº { $sat } a déjà servi, dans le tournoi nº { $event } ({ $event-name }) comme entrée { $entry }
refusal-api-night-time-zone = « { $name } » n’est pas un fuseau horaire : nommez-en un comme la base tz (America/Los_Angeles, Europe/London, Asia/Tokyo)
refusal-api-night-step-time = l’heure de palier de limite « { $time } » n’est pas une heure comme 23:00
refusal-api-night-offset = un décalage UTC de { $minutes } minutes n’est utilisé par aucune horloge
refusal-api-night-offset-range = un décalage UTC hors limites
refusal-api-restore-cannot-open = { $name } ne peut pas être ouvert : { $why }
refusal-api-restore-not-database = { $name } n’est pas une base de données : { $why }
refusal-api-restore-newer = { $name } a été écrit par un Felt plus récent (schéma { $version } ; ce Felt connaît jusqu’au { $known }) : mettez d’abord Felt à jour
refusal-api-restore-unreadable-whole = { $name } ne peut pas être lu en entier : { $why }
refusal-api-restore-damaged = { $name } est endommagé : { $why }
refusal-api-restore-unreadable = { $name } ne peut pas être lu : { $why }
refusal-api-restore-no-version = { $name } n’est pas une base Felt (elle n’a pas de version de schéma Felt)
refusal-api-restore-schema-of = Felt ne peut pas décrire son schéma { $version } : { $why }
refusal-api-restore-not-whole-at = { $name } n’est pas une base Felt complète (schéma { $version }) : { $gap }
refusal-api-restore-migrate = { $name } ne peut pas être mis au schéma de ce Felt : { $why }
refusal-api-restore-schema = Felt ne peut pas décrire son schéma : { $why }
refusal-api-restore-not-whole = { $name } n’est pas une base Felt complète : { $gap }
refusal-api-restore-events = { $name } : ses tournois ne peuvent pas être lus : { $why }
refusal-api-restore-log = { $name } : le journal du tournoi nº { $id } ne peut pas être lu : { $why }
refusal-api-restore-log-broken = { $name } : le journal du tournoi nº { $id } ({ $event }) n’est pas complet : { $why }
refusal-api-restore-gap-table = il lui manque la table { $table }
refusal-api-restore-gap-column = sa table { $table } n’a pas de colonne { $column }
refusal-api-restore-gap-type = sa colonne { $table }.{ $column } est { $found }, là où Felt écrit { $kind }

## Paper: les mots communs aux imprimés (nombres, titres de colonnes).
paper-players =
    { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
paper-chips =
    { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }
paper-levels =
    { $count ->
        [one] { $count } niveau
       *[other] { $count } niveaux
    }
paper-percent = { $n } %
paper-total = Total
paper-no-results = Pas encore de résultats.
paper-col-with-currency = { $title } ({ $currency })
paper-col-seat = Siège
paper-col-player = Joueur
paper-col-players = Joueurs
paper-col-entry = Entrée
paper-col-game = Jeu
paper-col-time = Heure
paper-col-limit = Limite

## Paper: la fiche de structure.
paper-sheet-title = { $title } : structure
paper-after-last-double = Après le dernier niveau, les derniers niveaux se répètent avec les mises doublées.
paper-after-last-stop = L'horloge s'arrête à la fin du dernier niveau.
paper-col-starts = Début
paper-col-level = Niveau
paper-col-betting = Limite
paper-col-minutes = Minutes
paper-col-notes = Notes
paper-high-card = carte haute
paper-starts-at-start = au début
paper-starts-after-out = après { $count } éliminés
paper-end-of-day = Fin de journée
paper-break-length = Pause, { $minutes } min
paper-colour-up = colour up : race des { $chips }
paper-fact-game = Jeu
paper-fact-games = Jeux
paper-fact-starting-stack = Tapis de départ
paper-fact-table-size = Joueurs par table
paper-fact-levels = Niveaux
paper-fact-chips = Jetons
paper-fact-chip-races = Chip races
paper-fact-buy-in = Buy-in
paper-fact-guarantee = Garantie
paper-fact-late-registration = Inscriptions tardives
paper-fact-lammers = Lammers
paper-fact-bba = Big blind ante
paper-fact-rebuy = Recave
paper-fact-add-on = Add-on
paper-fact-re-entry = Re-entry
paper-fact-format = Format
paper-race-race = une carte par jeton en trop ; les jetons en trop, arrondis au nouveau jeton le plus proche, vont un par un aux meilleures cartes ; personne n'est éliminé par la race
paper-race-one-per-winner = une carte par jeton en trop ; les nouveaux jetons entiers que font les jetons en trop vont un par un aux meilleures cartes ; personne n'est éliminé par la race
paper-race-round = sans cartes ; les jetons en trop de chaque joueur sont arrondis au nouveau jeton le plus proche ; personne n'est éliminé par la race
paper-race-classic = la race classique : une carte par jeton en trop, et la plus haute carte prend tous les jetons en trop de la table ; personne n'est éliminé par la race
paper-buy-in-fee = { $price } (dont { $fee } de frais)
paper-until-end-of-level = jusqu'à la fin du niveau { $level }
paper-lammers = { $count } par entrée, valant { $chips } chacun ; à échanger avant la fin du niveau { $level }
paper-levels-by-eliminations =
    { $eliminations ->
        [one] un nouveau niveau après chaque élimination ({ $levels }), pas à l'horloge
       *[other] un nouveau niveau toutes les { $eliminations } éliminations ({ $levels }), pas à l'horloge
    }
paper-levels-minutes =
    { $minutes ->
        [one] { $minutes } minute ({ $levels })
       *[other] { $minutes } minutes ({ $levels })
    }
paper-levels-minutes-range =
    { $to ->
        [one] { $from } à { $to } minute ({ $levels })
       *[other] { $from } à { $to } minutes ({ $levels })
    }
paper-bba-level = la grosse blinde paie l'ante indiquée pour toute la table
paper-bba-equal = la grosse blinde la paie pour toute la table, égale à { $amount }
paper-bba-drops =
    { $players ->
        [one] passe à { $amount } à { $players } joueur ou moins
       *[other] passe à { $amount } à { $players } joueurs ou moins
    }
paper-bba-never = jamais réduite
paper-bba-blind-first = un tapis court paie d'abord la blinde
paper-bba-ante-first = un tapis court paie d'abord l'ante
paper-bba-barge-order = BARGE 2024 ne fixe pas l'ordre, on suit donc celui de TDA 2024
paper-bba-rules = { $line } (règles { $rules })
paper-ante-table = chaque joueur servi paie l'ante
paper-ante-button = le bouton paie une ante pour toute la table
paper-offer-price = { $chips } pour { $price }
paper-offer-once = ; une fois par joueur
paper-offer-at-most = ; au plus { $count } par joueur
paper-offer-during-level = ; pendant le niveau { $level }
paper-offer-during-levels = ; pendant les niveaux { $from } à { $to }
paper-offer-during-break = ; pendant la pause après le niveau { $level }
paper-offer-stack-at-most = ; seulement avec { $chips } ou moins
paper-offer-later-price = ; { $price } à partir du niveau { $level }
paper-re-entry-late = ; tant que les inscriptions tardives sont ouvertes (jusqu'à la fin du niveau { $level })
paper-shootout =
    { $rounds ->
        [one] shootout : { $advance } par table passent, { $rounds } tour
       *[other] shootout : { $advance } par table passent, { $rounds } tours
    }
paper-pko = progressive knockout, { $amount } par tête au départ
paper-mystery =
    { $envelopes ->
        [one] mystery bounties à partir du niveau { $level } : { $amount } de chaque buy-in mis de côté pour { $envelopes } enveloppe
       *[other] mystery bounties à partir du niveau { $level } : { $amount } de chaque buy-in mis de côté pour { $envelopes } enveloppes
    }
paper-bounty = bounty de { $amount } par joueur
paper-win-the-button = win the button
paper-bomb-pots = bomb pots
paper-jam-or-fold = tapis ou parole
paper-payouts-house-table = la table de paiement de la maison
paper-payouts-house = Paiements : { $title } (de la maison), selon le nombre d'entrées ({ $first } à { $last } ; les champs plus grands selon la courbe de paiement)
paper-payouts-table = Paiements : { $title }, selon le nombre d'entrées ({ $first } à { $last } ; les champs plus grands selon la courbe de paiement)
paper-payouts-named = Paiements : table { $name }
paper-payouts-satellite = Paiements : un satellite ; chaque { $value } du prize pool achète une place dans { $target }, le reste va en espèces à la place suivant les sièges, et le jeu s'arrête quand il reste autant de joueurs que de sièges
paper-payouts-curve = Paiements : la courbe de paiement, { $percent } du champ payé
paper-payouts-curve-usual = Paiements : la courbe de paiement, environ 15 % du champ payé
paper-payouts-first-share = , la première place { $percent } du prize pool
paper-payouts-min-cash = , { $amount } à la dernière place payée
paper-payouts-shootout = ; le shootout paie la table finale par place, et les joueurs sortis au même tour précédent à égalité
paper-payouts-rounded = ; prix arrondis à { $amount }

## Paper: les cartes de place.
paper-seat-cards-title = { $event } : cartes de place
paper-card-table = TABLE
paper-card-seat = SIÈGE
paper-seat-cards = Cartes de place
paper-seat-cards-none = Personne n'est encore placé : tirez d'abord les places.
paper-seat-cards-sub =
    Cartes de place : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } à { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }. Découper le long des pointillés.

## Paper: les listes des tables.
paper-table-lists-title = { $event } : listes des tables
paper-table-lists-sub =
    Listes des tables : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } à { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
paper-no-tables = Aucune table n'est ouverte.
paper-col-button = Bouton
paper-button-mark = BTN
paper-table-heading = Table { $table } : { $players }
paper-seat-empty = (libre)
paper-seat-locked = (bloqué)
paper-seat-reserved = (réservé)
paper-seat-reserved-for = (réservé à { $name })

## Paper: la liste des déplacements.
paper-moves-title = { $event } : déplacements
paper-moves-sub =
    { $players ->
        [one] Déplacements : { $players } joueur, dans l'ordre des tables de destination
       *[other] Déplacements : { $players } joueurs, dans l'ordre des tables de destination
    }
paper-tables-break =
    { $count ->
        [one] La table { $tables } est cassée maintenant
       *[other] Les tables { $tables } sont cassées maintenant
    }
paper-no-moves = Aucun déplacement.
paper-to-table = Vers la table { $table } : { $players }
paper-col-from-table = De la table
paper-col-why = Motif
paper-col-done = Fait
paper-why-balance = Équilibrage
paper-why-table-breaks = La table { $table } est cassée
paper-why-final-table = Table finale
paper-why-button-unknown = { $why } ; bouton inconnu à la table { $tables }

## Paper: la feuille des résultats, ses comptes et son sceau du journal.
paper-results-title = { $event } : résultats
paper-results-sub =
    { $players ->
        [one] Résultats : { $players } joueur
       *[other] Résultats : { $players } joueurs
    }
paper-col-place = Place
paper-col-name = Nom
paper-col-prize = Prix
paper-col-bounties = Bounties
paper-col-note = Note
paper-log-seal =
    { $records ->
        [one] Sceau du journal : { $records } enregistrement, dernier hash { $hash }. À vérifier avec `felt log verify` sur la base de données de l'événement ou son journal exporté.
       *[other] Sceau du journal : { $records } enregistrements, dernier hash { $hash }. À vérifier avec `felt log verify` sur la base de données de l'événement ou son journal exporté.
    }
paper-log-check-failed = Échec de la vérification du journal : { $why }
paper-books-entries =
    { $count ->
        [one] { $count } entrée
       *[other] { $count } entrées
    }
paper-books-rebuys =
    { $count ->
        [one] { $count } recave
       *[other] { $count } recaves
    }
paper-books-add-ons =
    { $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    }
paper-books-taken-in = Encaissé ({ $bought })
paper-books-fees = Frais
paper-books-held-bounties = Mis de côté pour les bounties
paper-books-overlay = Overlay (ajouté par la maison)
paper-books-pool = Prize pool
paper-books-prizes-paid = Prix payés
paper-books-bounties-paid = Bounties payés
paper-books-heading = Les comptes
paper-books-amount = Montant
paper-played = Joué le { $date }
paper-played-after = { $before } · joué le { $date }

## Paper: la feuille d'une soirée dealer's choice.
paper-night-title = { $title } - feuille de soirée
paper-night-sub = Dealer's choice · { $date }
paper-night-sub-ended = Dealer's choice · { $date } · terminée
paper-night-a-bet = { $amount } par mise
paper-night-bet-from = { $amount } à partir de { $time }
paper-night-limits =
    { $raises ->
        [one] { $steps } ; { $raises } relance par tour
       *[other] { $steps } ; { $raises } relances par tour
    }
paper-night-drew = { $player } (a tiré { $card })
paper-night-not-drawn = pas encore tiré
paper-night-dealer-pays = Le donneur paie
paper-night-dealer-pays-each = { $amount } par joueur servi
paper-night-mistakes = Erreurs
paper-night-mistakes-steps = { $steps }… ({ $count } facturées)
paper-night-first-dealer = Premier donneur
paper-night-deals = Donnes
paper-night-kitty = Caisse
paper-night-bought = Acheté
paper-night-cashed-out = Encaissé
paper-night-result = Résultat
paper-night-settle-up = Règlement
paper-night-still-to-cash-out = Encore à encaisser : { $players }.
paper-night-off-more = La caisse ne tombe pas juste : { $amount } de plus encaissé qu'acheté. Recomptez les jetons avant de payer qui que ce soit.
paper-night-off-less = La caisse ne tombe pas juste : { $amount } de moins encaissé qu'acheté. Recomptez les jetons avant de payer qui que ce soit.
paper-night-square = Tout le monde est quitte : personne ne paie personne.
paper-night-pays = { $from } paie { $amount } à { $to }
paper-night-dealer = Donneur
paper-night-paid = Payé
paper-night-what = Quoi

## Paper: les cartes des règles (les jeux et règles maison d'un tournoi, les jeux d'une
## liste de la maison, et les règles du jeu annoncé à la table et à l'écran d'une soirée).
## Les noms des jeux, éditions, tournois, tours et parties du pot, et les notes propres
## aux fichiers de jeux, arrivent tels que le catalogue les écrit.
card-title-rules = { $title } - règles
card-title-house = { $title } - jeux de la maison
card-house-title = Jeux de la maison
card-house-list = Liste de la maison
card-house-row = { $name } ({ $how } ; { $sources })
card-house-variation = { $family }, une variante du jeu { $game }
card-house-intro =
    { $games ->
        [one] Le donneur annonce ce jeu
       *[other] Le donneur annonce l'un de ces { $games } jeux
    } à chaque donne et précise toute variante avant que les cartes soient vues. Un jeu absent de la liste peut aussi être annoncé, une fois que le donneur en a donné le nom et les règles.
card-family-flop = flop
card-family-draw = draw
card-family-stud = stud
card-family-mixed = mixte
card-family-other = autre
card-source-barge-2021 = règlement BARGE 2021
card-source-barge-2025 = règlement BARGE 2025
card-source-embargo-2011 = liste de jeux EMBARGO 2011
card-source-regulars-2012 = Poker by the Regulars (2012)
card-page-sub = { $betting } · { $family }
card-not-in-catalog = Le jeu `{ $game }` n'est pas au catalogue ; demandez ses règles au directeur du tournoi.
card-fact-game = Jeu
card-game-edition = { $game } (édition { $edition })
card-fact-betting = Structure des mises
card-fact-deck = Cartes
card-fact-table = Table
card-fact-rules-from = Règles tirées de
card-table-up-to =
    jusqu'à { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
card-table-up-to-community =
    jusqu'à { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } ; jusqu'à { $community } si la dernière carte est donnée en carte commune
card-forced-bets = Mises forcées
card-no-betting = Il n'y a pas de mises pendant la main.
card-choice-of = Jeux au choix : { $games }.
card-wild-cards = Jokers
card-wild-stands-for-any = Un joker remplace n'importe quelle carte au choix du joueur ; cinq cartes de même rang forment la meilleure main haute.
card-cards-that-change = Cartes qui changent la main
card-the-deal = La donne
card-showdown = Abattage
card-worked-example = Exemple détaillé
card-notes = Notes
card-limits-home = { $betting } : la soirée fixe le montant maximum d'une mise ou d'une relance, et le nombre de relances permises par tour.
card-limits-limit-high-card-opens = Limit : chaque niveau donne l'ante, la petite mise et la grosse mise ; il n'y a pas de bring-in, et la carte haute ouvre à l'une ou l'autre mise.
card-limits-limit-blinds = Limit : le niveau se lit petite mise/grosse mise ; la petite blinde vaut la moitié de la petite mise et la grosse blinde lui est égale. Les tours à la petite mise se jouent à la petite mise, ceux à la grosse mise à la grosse mise.
card-limits-limit-stud = Limit : chaque niveau donne l'ante, le bring-in, la petite mise et la grosse mise. Les tours à la petite mise se jouent à la petite mise, ceux à la grosse mise à la grosse mise.
card-limits-pot-limit-blinds = Pot-limit : la plus petite mise est la grosse blinde ; une relance peut aller au plus jusqu'au montant du pot après avoir suivi.
card-limits-pot-limit-stud = Pot-limit : la plus petite mise est le bring-in ; une relance peut aller au plus jusqu'au montant du pot après avoir suivi.
card-limits-no-limit-blinds = No-limit : la plus petite mise est la grosse blinde ; une relance vaut au moins la mise ou la relance précédente, jusqu'au tapis.
card-limits-no-limit-stud = No-limit : la plus petite mise est le bring-in ; une relance vaut au moins la mise ou la relance précédente, jusqu'au tapis.
card-rule-card = Carte des règles
card-fact-event = Tournoi
card-fact-starting-stack = Tapis de départ
card-fact-players-per-table = Joueurs par table
card-rotation = Les jeux tournent à chaque niveau dans cet ordre : { $games }.
card-event-rules = Règles du tournoi
card-lammers = Lammers : { $count } par entrée, valant { $chips } chacun. On les échange seulement entre deux mains, autant qu'on veut à la fois ; un joueur éliminé qui détient des lammers doit en échanger au moins un avant la main suivante. Tous les lammers doivent être échangés avant la fin du niveau { $level }.
card-offer = { $label } : { $terms }.
card-bba = Big blind ante : la grosse blinde paie une ante pour toute la table. Montant : { $amount }.
card-bba-drops =
    À { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } ou moins à la table, le montant devient : { $amount }.
card-bba-blind-first = Un tapis court paie d'abord la grosse blinde, puis l'ante.
card-bba-ante-first = Un tapis court paie d'abord l'ante, puis la grosse blinde.
card-bba-barge-2024-order = (Règles BARGE 2024 ; BARGE 2024 ne fixe pas l'ordre, on suit donc celui de TDA 2024.)
card-bba-rules = (Règles { $rules }.)
card-ante-big-blind = la grosse blinde
card-ante-small-blind = la petite blinde
card-ante-level = celui qu'indique chaque niveau
card-win-the-button = Win the button : le gagnant d'une main prend le bouton pour la suivante ; en cas de pot partagé, le gagnant le plus mal placé le prend. Un joueur déplacé pour équilibrer les tables est celui qui devrait payer la grosse blinde sous ce bouton.
card-pko = Progressive knockout : chaque joueur commence avec { $amount } sur sa tête. Éliminer un joueur rapporte la moitié de sa prime en espèces et ajoute l'autre moitié à la vôtre ; un pot gagné par plusieurs joueurs partage la prime selon la part du pot de chacun. Le vainqueur touche sa propre prime.
card-mystery-envelopes = { $count } × { $amount }
card-mystery = Mystery bounties : { $amount } de chaque buy-in vont dans des enveloppes scellées ({ $envelopes }). À partir du niveau { $level }, celui qui gagne le pot qui élimine un joueur tire une enveloppe au hasard et touche ce qu'elle contient ; un pot gagné par plusieurs joueurs la partage selon la part du pot de chacun. Les éliminations avant ce niveau ne rapportent aucune prime.
card-bounty = Bounty : { $amount } pour chaque joueur éliminé ; dans un pot partagé, elle va avec la moitié haute (ou la moitié à cinq cartes), dans un partage égal au joueur le plus mal placé ; le vainqueur garde la sienne.
card-shootout =
    Shootout : les tables ne sont pas équilibrées ; chacune joue jusqu'à ce qu'il reste { $advance ->
        [one] un joueur, qui se qualifie
       *[other] { $advance } joueurs, qui se qualifient
    } ; { $rounds ->
        [one] { $rounds } tour
       *[other] { $rounds } tours
    }.
card-shootout-prizes = Prix du shootout : la table finale est payée selon la place ; tous les joueurs éliminés au même tour précédent reçoivent la même somme.
card-bomb-pot = Bomb pot : tout le monde paie l'ante, pas de mise avant le flop ; après le flop, le premier joueur à gauche du bouton parle, et la plus petite mise est l'ante.
card-jam-or-fold = Jam or fold : la première action d'un joueur est soit tapis, soit se coucher.
card-list-and = { $list } et { $last }
card-list-or = { $first } ou { $next }
card-deck-52 = 52 cartes
card-deck-36 = 36 cartes (sans les deux, trois, quatre ni cinq)
card-deck-41 = 41 cartes (sans les huit, neuf ni dix ; un joker ajouté)
card-deck-lowball-bug = { $deck } plus un joker : il vaut la plus basse carte qui ne fait pas de paire dans la main
card-deck-high-bug = { $deck } plus un joker : il compte comme un as, ou complète une quinte ou une couleur
card-deck-mexican-joker = { $deck } ; le joker est un bug face visible et un vrai joker face cachée
card-forced-blinds = Bouton, petite blinde et grosse blinde.
card-bring-in-lowest = la plus basse carte visible paie le bring-in (le deux de trèfle est la plus basse carte)
card-bring-in-highest-ace-low = la plus haute carte visible paie le bring-in ; les as comptent bas, donc le roi de pique est la plus haute carte
card-bring-in-highest-ace-high = la plus haute carte visible paie le bring-in ; les as comptent haut, donc l'as de pique est la plus haute carte
card-forced-bring-in = Tout le monde paie l'ante ; { $who }. Les égalités se départagent par la couleur : pique, cœur, carreau, trèfle (de la plus haute à la plus basse).
card-bring-in-completes = Le bring-in peut compléter à la petite mise.
card-forced-high-card-opens = Tout le monde paie l'ante et un bouton marque la place du donneur ; il n'y a pas de bring-in : la plus haute carte visible ouvre.
card-forced-dealer-pays = Ni blindes ni antes des joueurs : le donneur paie la donne, un montant par joueur servi (fixé par la soirée), avant que quiconque voie une carte.
card-forced-everyone-pays = Chaque joueur met la même mise au pot avant la donne (fixée par la soirée) ; le donneur ne paie pas plus que les autres.
card-cents = { $cents } ¢
card-dollars = { $amount } $
card-cost-free = gratuit
card-cost-match-pot = autant que contient le pot
card-cost-match-pot-or-fold = égaler le pot ou se coucher
card-cost-per-card = { $amount } par carte encore en main
card-rank-two = deux
card-rank-two-plural = les deux
card-rank-two-gender = m
card-rank-three = trois
card-rank-three-plural = les trois
card-rank-three-gender = m
card-rank-four = quatre
card-rank-four-plural = les quatre
card-rank-four-gender = m
card-rank-five = cinq
card-rank-five-plural = les cinq
card-rank-five-gender = m
card-rank-six = six
card-rank-six-plural = les six
card-rank-six-gender = m
card-rank-seven = sept
card-rank-seven-plural = les sept
card-rank-seven-gender = m
card-rank-eight = huit
card-rank-eight-plural = les huit
card-rank-eight-gender = m
card-rank-nine = neuf
card-rank-nine-plural = les neuf
card-rank-nine-gender = m
card-rank-ten = dix
card-rank-ten-plural = les dix
card-rank-ten-gender = m
card-rank-jack = valet
card-rank-jack-plural = les valets
card-rank-jack-gender = m
card-rank-queen = dame
card-rank-queen-plural = les dames
card-rank-queen-gender = f
card-rank-king = roi
card-rank-king-plural = les rois
card-rank-king-gender = m
card-rank-ace = as
card-rank-ace-plural = les as
card-rank-ace-gender = m
card-wild-ranks = { $ranks } sont des jokers.
card-wild-ranks-free =
    { $ranks } sont des jokers ({ $kinds ->
        [one] recevoir une telle carte
       *[other] recevoir l'une de ces cartes
    } ne coûte rien).
card-wild-ranks-match-or-fold =
    { $ranks } sont des jokers (un joueur qui reçoit { $kinds ->
        [one] une telle carte
       *[other] l'une de ces cartes
    } face visible doit égaler le pot ou se coucher).
card-wild-ranks-pays =
    { $ranks } sont des jokers (un joueur qui reçoit { $kinds ->
        [one] une telle carte
       *[other] l'une de ces cartes
    } face visible paie { $cost }).
card-wild-one-eyed-jacks = Les valets borgnes (pique et cœur) sont des jokers.
card-wild-for-side =
    { $ranks } ne sont des jokers que dans une main jouée pour la moitié { $side ->
        [high] high
       *[low] low
    }.
card-wild-unless =
    { $ranks } sont des jokers, sauf dans une main qui contient aussi { $gender ->
        [f] une
       *[m] un
    } { $rank } : alors rien n'y est joker.
card-wild-follows-up =
    La carte donnée face visible juste après { $gender ->
        [f] une
       *[m] un
    } { $rank } visible est un joker pour tout le monde, avec toutes les cartes de son rang ; { $gender ->
        [f] une autre
       *[m] un autre
    } { $rank } visible plus tard déplace le rang joker sur la carte qui suit, et si { $gender ->
        [f] une
       *[m] un
    } { $rank } est la dernière carte donnée face visible, aucun rang suivant n'est joker.
card-wild-too = { $ranks } sont aussi des jokers.
card-wild-follows-up-pays =
    Un joueur qui reçoit { $gender ->
        [f] une
       *[m] un
    } { $rank } face visible paie { $cost }.
card-wild-after-pair = Quand un joueur reçoit une paire face visible, le rang de la carte visible suivante devient joker, à la place de tout rang joker précédent ; une paire complétée par la dernière carte visible ne laisse aucun joker.
card-wild-after-pair-pays = Un joueur qui reçoit un joker face visible paie { $cost }.
card-wild-rising =
    { $gender ->
        [f] La première
       *[m] Le premier
    } { $rank } visible rend son rang joker ; ensuite, une carte visible d'un rang au-dessus du rang joker prend le relais, et ainsi de suite en montant.
card-wild-lowest-down-card = La plus basse carte cachée de chaque joueur à l'abattage est un joker pour ce joueur : cette carte seule, pas son rang.
card-wild-chosen-down-card = Chaque joueur choisit une de ses cartes cachées comme joker pour lui : cette carte seule, pas son rang.
card-wild-board-rank = Joker : { $which }, avec toutes les cartes de son rang.
card-wild-board-card = Joker : { $which }, cette carte seule.
card-effect-extra-down-card = ce joueur peut prendre une carte de plus face cachée
card-effect-toggle-lowball = le jeu passe du high au lowball, et la suivante le fait revenir
card-effect-names-the-game = ce joueur choisit le jeu de stud dans lequel se joue le reste de la main
card-card-rule =
    { $gender ->
        [f] Une { $rank } donnée
       *[m] Un { $rank } donné
    } face visible : { $what }.
card-card-rule-pays =
    { $gender ->
        [f] Une { $rank } donnée
       *[m] Un { $rank } donné
    } face visible : { $what } ({ $cost }).
card-open-anything = Toute main peut ouvrir
card-open-jacks-or-better = Seule une paire de valets ou mieux peut ouvrir
card-open-must = { $who } ; un joueur qui l'a doit ouvrir
card-open-nobody-redeal = Si personne n'ouvre, la main est jetée et redistribuée après un nouveau paiement.
card-open-nobody-lowball = Si personne n'ouvre, la même main se joue en lowball : chaque joueur à son tour ouvre ou se couche.
card-opening = { $who }. { $nobody }
card-points-pictures-half = un demi-point
card-points-pictures-ten = 10
card-points-pictures-zero = rien
card-points = Valeur des cartes : as { $aces }, valet, dame et roi { $pictures } chacun, les autres leur nombre. Le total d'un joueur est la somme de toutes ses cartes.
card-points-under-wins-ties = Entre deux totaux aussi proches d'une cible, celui qui ne la dépasse pas gagne.
card-points-bust = Un total au-dessus d'une cible ne peut pas gagner cette moitié.
card-example-pot = Un pot de { $amount } :
card-example-holds =
    { $player } a { $cards } (compte { $counts }) et annonce { $way ->
        [high] high
        [low] low
       *[both] les deux
    }.
card-example-winner = { $player } ({ $total })
card-example-half-won = La moitié { $half }, { $amount } : { $winners } la gagne.
card-example-half-shared = La moitié { $half }, { $amount } : { $winners } sont à égalité et la partagent, { $each } chacun.
card-example-failed-both = { $player } a annoncé les deux sans gagner ni partager les deux moitiés et ne reçoit rien.
card-example-paid = { $player } { $amount }
card-example-paid-nothing = { $player } rien
card-example-in-all = Au total : { $shares }.
card-cards =
    { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
card-cards-down =
    { $n ->
        [one] { $n } carte face cachée
       *[other] { $n } cartes face cachée
    }
card-cards-up =
    { $n ->
        [one] { $n } carte face visible
       *[other] { $n } cartes face visible
    }
card-cards-range = { $min } à { $max } cartes
card-deal = chaque joueur reçoit { $cards }
card-deal-if = chaque joueur reçoit { $cards } si { $when }
card-board =
    { $n ->
        [one] { $n } carte commune est retournée
       *[other] { $n } cartes communes sont retournées
    } face visible au tableau
card-board-layout =
    { $n ->
        [one] { $n } carte commune est retournée
       *[other] { $n } cartes communes sont retournées
    } face visible au tableau ({ $layout })
card-draw-one = chaque joueur peut échanger une carte contre une nouvelle, ou rester servi
card-draw = chaque joueur peut jeter de { $min } à { $max } cartes et en reçoit autant de nouvelles
card-discard = chaque joueur jette { $cards }
card-discard-timing = chaque joueur jette { $cards } { $timing }
card-expose-next = la carte suivante de sa main empilée
card-expose-next-n =
    les { $n ->
        [one] { $n } carte suivante
       *[other] { $n } cartes suivantes
    } de sa main empilée
card-expose-chosen =
    { $n ->
        [one] { $n } carte cachée
       *[other] { $n } cartes cachées
    } de son choix
card-expose = chaque joueur retourne { $which } face visible
card-expose-together = chaque joueur retourne { $which } face visible, tous les joueurs en même temps
card-pass =
    chaque joueur passe { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } au joueur à sa { $side ->
        [left] gauche
       *[right] droite
    }
card-trade = échange : { $rule }
card-buy-offer =
    { $card } ({ $cost }, gardée face { $face ->
        [up] visible
       *[down] cachée
    })
card-buy =
    à tour de rôle depuis la gauche du donneur, chaque joueur achète une carte à la fois jusqu'à ce que chacun en ait acheté { $n ->
        [one] { $n }
       *[other] { $n }
    } : { $offers }
card-auction =
    les cartes sont retournées une à une et mises aux enchères, les enchères commençant chaque fois un siège plus à gauche ; le plus offrant met son enchère au pot, prend la carte et se défausse d'une carte de son choix ; { $rounds ->
        [one] une fois
       *[other] { $rounds } fois
    } autour de la table
card-pick = une carte par joueur est retournée face visible au milieu ; les joueurs en prennent une chacun, { $order }
card-deal-all = tout le paquet est distribué, une carte à la fois
card-play-out = { $rule }
card-play-out-pays = { $rule } ; un joueur qui ne peut pas jouer paie { $cost }
card-roll =
    { $seat ->
        [dealer] le donneur
       *[button] le bouton
    } lance { $dice ->
        [one] un dé
       *[other] { $dice } dés
    } : { $decides }
card-remove-boards = tableaux retirés : { $rule }
card-split = partage : { $rule }
card-choose-game = le jeu de la main est choisi par { $chooser }
card-bet-round = un tour de mises
card-bet-small = mises à la petite mise
card-bet-big = mises à la grosse mise
card-bet-either = mises : celui qui ouvre choisit la petite ou la grosse mise
card-first-left-of-big-blind = le premier à parler est à gauche de la grosse blinde
card-first-left-of-button =
    le premier à parler est le premier joueur à gauche { $seat ->
        [dealer] du donneur
       *[button] du bouton
    }
card-first-bring-in = le bring-in ouvre l'action
card-first-best-high-showing = la meilleure main haute visible parle en premier
card-first-best-low-showing = la meilleure main basse visible parle en premier
card-first-high-showing-from-button =
    la meilleure main visible parle en premier, en cas d'égalité le premier siège à gauche { $seat ->
        [dealer] du donneur
       *[button] du bouton
    }
card-first-best-board-showing = le joueur au meilleur tableau visible parle en premier
card-first-as-chosen-game = puis le jeu suit les règles du jeu choisi
card-street = { $street } : { $what }.
card-street-as-chosen-game = joué comme le jeu choisi
card-short-street = { $street }.
card-short-street-bet = { $street } ; mises.
card-short-street-what = { $street } : { $what }.
card-short-street-what-bet = { $street } : { $what } ; mises.
card-scale-high = main haute
card-scale-high-short-deck = main haute, rangs du short deck (la couleur bat le full ; A-6-7-8-9 est une quinte)
card-scale-high-mexican = main haute, rangs du jeu de 41 cartes (la couleur bat le full ; les quintes sautent les 8-9-10 manquants)
card-scale-high-quick-quads = main haute, où un brelan de 2 à 10 plus deux cartes dont la somme égale son rang compte comme un carré
card-scale-ace-to-five = low ace-to-five (as bas, quintes et couleurs ne comptent pas)
card-scale-action-razz = low ace-to-five, mais toute main avec un valet, une dame ou un roi bat toute main qui n'en a pas
card-scale-deuce-to-seven = low deuce-to-seven (as haut, quintes et couleurs comptent contre)
card-scale-ace-to-six = low ace-to-six (as bas, quintes et couleurs comptent contre)
card-scale-badugi = badugi, as bas (d'abord le plus de cartes de couleurs et de rangs différents, puis la plus basse)
card-scale-badugi-ace-high = badugi avec les as hauts (la meilleure est 5-4-3-2 de quatre couleurs)
card-scale-points-49 = points : as 1, deux à dix leur valeur, figures 0 ; le plus haut total gagne
card-scale-points-nearest-7 = points des cartes les plus proches de 7
card-scale-points-nearest-27 = points des cartes les plus proches de 27
card-scale-points-highest = le plus haut total de points des cartes
card-scale-points-lowest = le plus bas total de points des cartes
card-scale-high-no-straights-or-flushes = main haute ; quintes et couleurs ne comptent pas
card-scale-high-ace-low = main haute avec l'as seulement bas (sous le deux ; A-2-3-4-5 est une quinte, 10-J-Q-K-A non)
card-scale-three-card = main de trois cartes : brelan, puis quinte, puis couleur, puis paire, puis carte haute
card-scale-high-four-card-hands = main haute avec deux mains de plus : une quinte de quatre cartes bat une paire, une couleur de quatre cartes bat celle-ci, deux paires battent les deux
card-scale-lowest-spade-down = le plus bas pique parmi les cartes cachées (as haut)
card-scale-highest-spade-down = le plus haut pique parmi les cartes cachées
card-hand-any-five = les cinq meilleures parmi toutes ses cartes et celles du tableau
card-hand-best-four-own = les quatre meilleures de ses propres cartes
card-hand-exactly = exactement { $hole } de la main et { $board } du tableau
card-hand-exactly-connected = exactement { $hole } de la main et { $board } du tableau, d'un flop, d'une carte de turn qui le touche et de la river
card-hand-exactly-one-per-row = exactement { $hole } de la main et { $board } du tableau, une de chaque rangée
card-hand-exactly-one-row = exactement { $hole } de la main et { $board } du tableau, toutes d'une seule rangée restante
card-hand-up-to = au plus { $hole } de la main, le reste du tableau
card-hand-all-kept = toutes les cartes gardées, complétées à cinq par le tableau
card-hand-all-five-own = ses cinq propres cartes
card-hand-two-or-five = soit exactement 2 de la main et 3 du tableau, soit les 5 de la main
card-hand-best-own = les { $cards } meilleures de ses propres cartes
card-hand-all-own = toutes les cartes du joueur, additionnées
card-hand-one-down-card = une des cartes cachées du joueur
card-qualifier-eight-or-better = huit ou mieux
card-qualifier-dice-roll = X ou mieux, X fixé par les dés
card-qualifier-pair-of-sixes = une paire de six ou mieux
card-qualifier-pair = une paire ou mieux
card-qualifier-no-pair = aucune paire
card-qualifier-flush-or-better = une couleur ou mieux
card-qualifier-four-card-badugi = un badugi de quatre cartes
card-qualifier-three-of-a-kind = un brelan ou mieux
card-part-when = { $label } (seulement si { $when })
card-part = { $label } : { $scale } ; { $hand }.
card-part-qualified = { $label } : { $scale } ; { $hand } ; il faut { $qualifier }.
card-showdown-single = Une seule main remporte tout le pot.
card-showdown-split = Pot partagé : une moitié pour chaque partie ; si personne ne se qualifie pour une moitié, le gagnant de l'autre moitié prend tout.
card-showdown-first-qualifying = Pas de pot partagé : la première partie ci-dessous gagne tout le pot si une main s'y qualifie, sinon la suivante.
card-showdown-as-chosen-game = Comme le jeu choisi pour la main.
card-showdown-second-best = La deuxième meilleure main remporte tout le pot.
card-showdown-with-left-neighbour = La meilleure main et le joueur suivant encore en jeu à sa gauche se partagent le pot.
card-showdown-first-out = Pas une main de poker : le premier joueur à avoir joué toutes ses cartes remporte le pot.
card-declare-chips-in-fist = Les joueurs annoncent tous en même temps : chacun tend un poing fermé au-dessus de la table, sans jeton pour low, avec un pour high ou deux pour les deux, et tous ouvrent ensemble.
card-declare-in-turn = Les joueurs annoncent high, low ou les deux à tour de rôle, en commençant par le dernier à avoir misé ou relancé.
card-declare-both-ties-share = Un joueur qui annonce les deux et qui est battu d'un côté ne reçoit rien ; une égalité compte comme toute égalité, cette moitié est partagée.
card-declare-both-must-scoop = Un joueur qui annonce les deux doit gagner les deux moitiés sans partage, sinon il ne reçoit rien.
card-declare-left-out = Un joueur ainsi sorti du pot laisse chaque moitié à la meilleure main parmi les autres qui l'ont jouée ; si tous ont annoncé les deux et que personne n'a gagné les deux, chaque moitié va à sa meilleure main.
card-losers-match-pot = Chaque joueur resté en jeu qui a perdu met au pot suivant autant que contenait le pot.
card-losers-pay = Chaque perdant paie { $cost }.
card-odd-chip-by-suit = entre mains égales, il va à la plus haute carte selon la couleur (pique, cœur, carreau, trèfle)
card-odd-chip-by-seat =
    entre mains égales, il va au premier siège à gauche { $seat ->
        [dealer] du donneur
       *[button] du bouton
    }
card-odd-chip-split = Jeton indivisible : dans un partage entre les moitiés, il va à la moitié { $half } ; { $tie }.
card-odd-chip = Jeton indivisible : { $tie }.

## Paper: la feuille du classement d'une série.
paper-series-title = { $name } - classement de la série
paper-series-sub = Classement de la série
paper-series-points = Points
paper-series-events = Tournois
paper-series-all-finished = { $events }, tous terminés
paper-series-still-playing = { $events }, { $playing } encore en cours
paper-series-ranked = Joueurs classés
paper-series-standings = Classement
paper-series-rank = Rang
paper-series-events-counted = Tournois (non comptés entre parenthèses)
paper-series-event = Tournoi
paper-series-finished = terminé
paper-series-playing = en cours

## Paper: les mots que le rendu ajoute à chaque imprimé.
paper-continued = { $heading } (suite)
paper-page-of = Page { $page } sur { $pages }
paper-semicolon = {" ; "}

## The field view: a player's buttons at the desk, and where an entry stands.
action-bust = Éliminer
action-unregister = Désinscrire
action-redeem-lammer = Échanger un lammer
action-rebuy = Recave
action-add-on = Add-on
action-re-enter = Re-entry
action-confirm-bust = Confirmer l’élimination
action-confirm-unregister = Confirmer la désinscription
action-confirm-forfeit =
    { $lammers ->
        [one] Confirmer : éliminé, { $lammers } lammer perdu
       *[other] Confirmer : éliminé, { $lammers } lammers perdus
    }
# "busted, 45th"
standing-placed = { $what }, { $place }
standing-busted = éliminé
standing-finished = terminé
standing-winner = vainqueur
standing-unregistered = désinscrit
standing-alternate = remplaçant, attend une place
standing-registered = inscrit, pas encore placé
standing-seated-at = Table { $table }, siège { $seat }
standing-seated = assis

## The structure table: a break's chip race.
levels-chip-race = Chip race : { $chips }

## The Screens panel: what needs the TD's eye on a screen.
screen-flag-silent = silencieux depuis { $seconds } s
screen-flag-drift = son horloge est décalée de { $ms } ms
screen-flag-sound = son non activé : cliquez dessus ou appuyez une fois sur une touche
screen-flag-switching = passe à { $layout } à son prochain signalement
screen-layout-clock = l’horloge
screen-layout-seating = le plan de salle
screen-layout-payouts = les gains
screen-layout-rotation = l’horloge, le plan de salle et les gains tour à tour
screen-layout-table = les sièges d’une table

## src-tauri/src/menu.rs : menus et dialogues de la fenêtre de bureau.

desktop-lan = Écouter sur le réseau local
desktop-export = Exporter la structure…
desktop-save-sheet = Enregistrer la feuille de structure (PDF)…
desktop-save-card = Enregistrer la fiche de règles (PDF)…
desktop-quit = Quitter
desktop-display = Affichage
desktop-monitor = Écran { $n }
desktop-clock-on = Horloge sur { $monitor } ({ $size })
desktop-seating-on = Plan de salle sur { $monitor } ({ $size })
desktop-close-screens = Fermer l’horloge et le plan de salle
desktop-guide = Guide de Felt
desktop-report = Signaler un problème…
desktop-report-db = Signaler un problème, avec une copie de la base de données…
desktop-about = À propos de Felt
desktop-help = Aide
desktop-zip = Archive zip
desktop-about-text =
    Felt { $version }

    Base de données : { $database }
    Sauvegardes : { $backups }
    Journal : { $log }

    Seul votre compte peut les lire.
desktop-no-event = il n’y a pas encore de tournoi à afficher
desktop-clock-title = Horloge Felt
desktop-seating-title = Plan de salle Felt
desktop-monitor-gone = l’écran { $n } n’est plus branché
desktop-lan-open =
    Les écrans et téléphones du réseau peuvent maintenant ouvrir :
    { $addresses }
    La console montre l’adresse et son code QR.
desktop-lan-title = À l’écoute sur le réseau local
desktop-cannot-write = Impossible d’écrire { $path } : { $why }

## Les actions récentes à côté d’Annuler et Rétablir : chaque action du journal du
## tournoi en mots (la liste de la console, ses boutons Annuler et Rétablir, le rapport
## d’une table qui attend la direction, la ligne de commande).
action-entry = entrée { $entry } ({ $name })
action-entry-unnamed = entrée { $entry }
action-seat = table { $table }, siège { $seat }
action-name = { $name }
action-list-and = { $first } et { $then }
action-then = { $first } ; { $then }
action-duration-and = { $first } { $then }
action-new-entry = { $name } (entrée { $entry })
action-new-entry-ticket = { $name } (entrée { $entry }) avec une place gagnée au tournoi n° { $event } (entrée { $won })
action-registered = Inscription de { $player }
action-registered-at = Inscription de { $player } ({ $seat })
action-registered-alternate = Inscription de { $player } comme remplaçant
action-re-entered = Re-entry de { $player }
action-re-entered-at = Re-entry de { $player } ({ $seat })
action-re-entered-alternate = Re-entry de { $player } comme remplaçant
action-registered-nobody = Personne d’inscrit
action-names = { $names }
action-names-more =
    { $more ->
        [one] { $names } et { $more } autre
       *[other] { $names } et { $more } autres
    }
action-registered-many =
    { $count ->
        [one] { $count } joueur inscrit
       *[other] { $count } joueurs inscrits
    } (entrées { $first } à { $last }) : { $names }
action-registered-many-seated =
    { $count ->
        [one] { $count } joueur inscrit
       *[other] { $count } joueurs inscrits
    } (entrées { $first } à { $last }, dont { $seated } placés) : { $names }
action-unregistered = Désinscription de { $player }
action-draw-committed = Tirage des places scellé : { $code }
action-seats-drawn =
    Places tirées : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } à { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } (graine { $seed })
action-seats-drawn-revealed =
    Places tirées : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } à { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } (graine { $seed }, issue du secret scellé { $code })
action-alternates-seated =
    { $count ->
        [one] { $count } remplaçant placé
       *[other] { $count } remplaçants placés
    }
action-busted = { $player } éliminé ({ $seat })
action-busted-by = { $player } éliminé ({ $seat }) par { $by }
action-busted-split = { $player } éliminé ({ $seat }), pot partagé entre { $winners }
action-pot-share = { $player } ({ $share } sur { $total })
action-mystery-drawn = une enveloppe mystère de { $amount } tirée (graine { $seed })
action-blinds-up = les blindes montent (période { $period })
action-final-table-moved =
    Table finale : { $count ->
        [one] { $count } joueur déplacé
       *[other] { $count } joueurs déplacés
    }
action-moved-one = { $player } déplacé de { $from } à { $to }
action-moved =
    { $count ->
        [one] { $count } joueur déplacé
       *[other] { $count } joueurs déplacés
    }
action-broke-tables =
    { $count ->
        [one] table { $tables } cassée
       *[other] tables { $tables } cassées
    }
action-button-at = Bouton à la table { $table }, siège { $seat }
action-button-won = Table { $table } : main gagnée, bouton au siège { $seat }
action-button-unknown = Bouton inconnu à la table { $table }
action-seat-locked = { $seat } verrouillé
action-seat-reserved = { $seat } retenu (réservé)
action-seat-reserved-for = { $seat } retenu (réservé au joueur { $player })
action-seat-released = { $seat } libéré
action-hard-stop =
    Hard stop : { $count ->
        [one] { $count } joueur classé au tapis
       *[other] { $count } joueurs classés au tapis
    }
action-hand-for-hand-on = Main par main activé
action-hand-for-hand-off = Main par main désactivé
action-table-won = Table { $table } gagnée par { $winners }
action-round-drawn =
    Tour { $round } tiré : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } à { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } (graine { $seed })
action-hand-for-hand-hand = Main par main : main { $hand } terminée
action-redrawn-random =
    Nouveau tirage : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } à { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, au hasard (graine { $seed })
action-redrawn-chips =
    Nouveau tirage : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } à { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, tapis répartis selon les jetons (graine { $seed })
action-carried-in-best =
    { $count ->
        [one] { $count } joueur repris
       *[other] { $count } joueurs repris
    } avec { $chips } jetons depuis { $flights } (meilleur tapis conservé)
action-carried-in-all =
    { $count ->
        [one] { $count } joueur repris
       *[other] { $count } joueurs repris
    } avec { $chips } jetons depuis { $flights } (tous les tapis additionnés)
action-chip-count = { $player } { $chips }
action-counted = Comptes de jetons : { $counts }
action-table-hand-done = Table { $table } : main { $hand } du main par main terminée
action-payouts-locked =
    Gains verrouillés à { $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    } ({ $places ->
        [one] { $places } place payée
       *[other] { $places } places payées
    })
action-payouts-unlocked = Gains déverrouillés
action-saver = { $amount } pour la { $place } place
action-savers-agreed = Savers convenus : { $savers }
action-deal-chop = chip chop
action-deal-icm = ICM
action-deal-custom = libre
action-deal =
    Deal ({ $how }) entre { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
action-deal-play-for =
    Deal ({ $how }) entre { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }, { $amount } restent en jeu
action-lammers-redeemed =
    { $player } a échangé { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } contre { $chips } jetons au niveau { $level }
action-bust-held =
    { $player } a perdu ses jetons avec { $count ->
        [one] { $count } lammer en main
       *[other] { $count } lammers en main
    } : échange avant la prochaine main
action-lammer-deadline-forfeited =
    Échéance des lammers au niveau { $level } : { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } de { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } perdus
action-lammer-deadline-redeemed =
    Échéance des lammers au niveau { $level } : { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } de { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } échangés
action-a-rebuy = une recave
action-an-add-on = un add-on
action-a-re-entry = une re-entry
action-bought-at-level = { $player } a pris { $what } ({ $chips } jetons) au niveau { $level }
action-bought-at-break = { $player } a pris { $what } ({ $chips } jetons) à la pause après le niveau { $level }
action-chip-race = Chip race à la table { $table } : { $removed } retirés, { $added } rendus
action-chip-race-dealt = Chip race à la table { $table } : { $removed } retirés, { $added } rendus (cartes distribuées avec la graine { $seed })
action-created = Créé depuis { $file }
action-announced = Message aux écrans : « { $text } »
action-announcement-off = Message retiré des écrans
action-language-set = Les écrans et le papier du tournoi parlent { $language }
action-language-browser = Les écrans du tournoi suivent la langue de chaque navigateur
action-clock-start = Horloge démarrée ({ $period })
action-clock-paused-left = Horloge arrêtée : { $period }, reste { $left }
action-clock-paused = Horloge arrêtée : { $period }
action-clock-resumed = Reprise : { $period }
action-clock-next = Suivant : { $period }
action-clock-previous = Retour en arrière : { $period }
action-clock-go-to = Accès direct : { $period }
action-clock-set = Temps restant réglé : { $period }, reste { $left }
action-clock-added = Ajout de { $time } : { $period }
action-clock-took = Retrait de { $time } : { $period }
action-clock-end-day = Fin de la journée : { $period }
action-count-entries =
    { $sign }{ $count ->
        [one] { $count } entrée
       *[other] { $count } entrées
    } (désormais { $now })
action-count-players =
    { $sign }{ $count ->
        [one] { $count } joueur restant
       *[other] { $count } joueurs restants
    } (désormais { $now })
action-count-add-ons =
    { $sign }{ $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    } (désormais { $now })
action-undo = Annuler
action-redo = Rétablir
action-set-aside = Action n° { $seq } mise de côté
action-checkpoint = Point de reprise à l’enregistrement n° { $seq }
action-structure-level = Niveau { $level }
action-structure-break-after = Pause après le niveau { $level }
action-structure-opening-break = Pause d’ouverture
action-structure-period = Période { $period }
action-structure-level-words = { $period } ({ $game }, { $stakes }, { $time })
action-structure-break-words = une pause de { $time }
action-structure-period-words = période { $period }
action-structure-minutes = { $period } : nouvelle durée de { $minutes } min
action-structure-added-before = Ajout : { $what }, avant { $period }
action-structure-added-at-end = Ajout : { $what }, à la fin
action-structure-break-now = Pause imprévue maintenant : { $minutes } min
action-structure-changed = Modifié : { $what }
action-structure-extended = Ajout : { $what }, après le dernier (les derniers niveaux à nouveau)
action-structure-extended-doubled = Ajout : { $what }, après le dernier (les derniers niveaux à nouveau, doublés)
action-damage-problem = Ce tournoi est en lecture seule : { $problem }. Ce qui est affiché est le tournoi juste avant.
action-damage-repair = Annuler l’action endommagée n° { $seq } (la mettre de côté)
action-report-refused = Serait refusé maintenant : { $reason }
action-report-applied-as = appliqué à la table de direction comme action n° { $seq }
action-report-applied = appliqué à la table de direction
action-report-declined = refusé à la table de direction
action-cli-undid = Annulé : { $action }
action-cli-redid = Rétabli : { $action }
action-cli-undid-back =
    Annulé jusqu’au n° { $seq } ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    }) : { $actions }
action-cli-redid-up =
    Rétabli jusqu’au n° { $seq } ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    }) : { $actions }
action-cli-done = fait
action-cli-from = { $action } [depuis { $device }]
action-cli-undone = { $action } (annulée)
action-night-opened =
    Soirée ouverte : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, { $games ->
        [one] { $games } jeu
       *[other] { $games } jeux
    } sur la liste de la maison
action-night-first-dealer = Premier donneur tiré (cartes jusqu’au valet)
action-night-join = { $player } s’est assis
action-night-leave = { $player } a quitté la table
action-night-call = { $dealer } a annoncé { $game }
action-night-call-variations = { $dealer } a annoncé { $game }, { $variations }
action-night-new-game = { $name } (nouveau jeu)
action-night-mistake = Erreur : { $player }
action-night-mistake-what = Erreur : { $player } ({ $what })
action-night-buy-in = { $player } a acheté pour { $amount }
action-night-cash-out = { $player } a encaissé { $amount }
action-night-end = Soirée terminée
action-night-undo-of = Annulation du n° { $seq }
action-night-undo = Annulé : { $action }

## The seat draw checked again from its seed (the verify page, `felt tables verify`).

draw-check-later-item = #{ $seq } ({ $what })
draw-check-later-same =
    { $count ->
        [one] Le { $count } tirage aléatoire suivant (inscriptions tardives, remplaçants, tours de shootout, chip races) redonne le même résultat à partir de sa graine.
       *[other] Les { $count } tirages aléatoires suivants (inscriptions tardives, remplaçants, tours de shootout, chip races) redonnent le même résultat à partir de leurs graines.
    }
draw-check-later-different = Ces tirages aléatoires suivants ne redonnent PAS le même résultat à partir de leurs graines : { $list }.
draw-check-not-drawn-committed = Pas encore tiré. Le tirage est engagé sur { $code } : après le tirage, son secret doit redonner cet engagement.
draw-check-not-drawn = Pas encore tiré, et aucun engagement pris.
draw-check-fair-committed =
    { $seats ->
        [one] Le tirage affiché est celui que donne sa graine : le { $seats } siège redistribué à partir de la graine { $seed } correspond. La graine vient du secret { $secret }, qui donne l’engagement { $code } affiché avant le tirage.
       *[other] Le tirage affiché est celui que donne sa graine : les { $seats } sièges redistribués à partir de la graine { $seed } correspondent tous. La graine vient du secret { $secret }, qui donne l’engagement { $code } affiché avant le tirage.
    }
draw-check-fair-uncommitted =
    { $seats ->
        [one] Le tirage affiché est celui que donne sa graine : le { $seats } siège redistribué à partir de la graine { $seed } correspond. Le tirage n’a pas été engagé à l’avance : la graine aurait pu être choisie.
       *[other] Le tirage affiché est celui que donne sa graine : les { $seats } sièges redistribués à partir de la graine { $seed } correspondent tous. Le tirage n’a pas été engagé à l’avance : la graine aurait pu être choisie.
    }
draw-check-unfair = Le tirage affiché n’est PAS celui que donne sa graine : { $problems }
draw-check-secret-not-hex = le secret révélé ne compte pas 64 caractères hexadécimaux
draw-check-seed-not-secrets = la graine { $seed } n’est pas la graine { $secret_seed } du secret révélé
draw-check-other-commitment = le secret révélé donne l’engagement { $gives }, pas le { $shown } affiché avant le tirage
draw-check-nothing-committed = un secret a été révélé mais aucun n’avait été engagé
draw-check-no-secret = le tirage était engagé sur { $code } mais n’a révélé aucun secret
draw-check-refused = la redistribution à partir de la graine a été refusée : { $why }
draw-check-moved = { $moved } joueurs sur { $players } sont assis ailleurs que là où la graine les place
draw-check-count =
    { $again ->
        [one] la graine place { $again } joueur, l’enregistrement { $record }
       *[other] la graine place { $again } joueurs, l’enregistrement { $record }
    }
draw-check-entry = entrée { $n }
draw-check-cli-commitment = Engagement #{ $seq } : { $code }
draw-check-cli-commitment-undone = Engagement #{ $seq } : { $code } (annulé)
draw-check-cli-draw = Tirage #{ $seq } : graine { $seed }
draw-check-cli-draw-undone = Tirage #{ $seq } : graine { $seed } (annulé)
draw-check-cli-draw-secret = Tirage #{ $seq } : graine { $seed }, secret { $secret }
draw-check-cli-draw-secret-undone = Tirage #{ $seq } : graine { $seed }, secret { $secret } (annulé)
draw-check-cli-unfair = le tirage affiché n’est pas celui que donne sa graine

## A night's called game: where its rules come from.

# The catalog no longer has a game the night called (a newer Felt dropped it).
night-rules-missing = Les règles de { $game } ne peuvent pas être affichées : { $why }
night-dealers-own-rules = règles propres de { $dealer }

## A log that cannot be folded (the damage banner, a refused replay).

replay-not-created-first = le journal de ce tournoi ne commence pas par sa création (le premier enregistrement est le #{ $seq })
replay-created-twice = l’enregistrement #{ $seq } crée le tournoi une seconde fois
replay-undo-mismatch = l’enregistrement #{ $seq } annule le #{ $target }, mais l’action à annuler est le #{ $expected }
replay-undo-nothing = l’enregistrement #{ $seq } annule le #{ $target }, mais il n’y a aucune action à annuler
replay-redo-mismatch = l’enregistrement #{ $seq } rétablit le #{ $target }, mais l’action à rétablir est le #{ $expected }
replay-redo-nothing = l’enregistrement #{ $seq } rétablit le #{ $target }, mais il n’y a aucune action à rétablir
replay-field = l’enregistrement #{ $seq } ne peut pas s’appliquer aux joueurs et aux sièges : { $message }
replay-out-of-order = l’enregistrement #{ $seq } vient après le #{ $last } ; les enregistrements doivent être dans l’ordre
replay-counts = l’enregistrement #{ $seq } met les compteurs hors limites : { $message }
replay-set-aside = l’enregistrement #{ $seq } met de côté le #{ $target }, qui n’est pas un enregistrement en échec
replay-seal-ahead = l’enregistrement #{ $seq } scelle un point de contrôle au #{ $upto }, qui n’est pas avant lui
replay-panicked = l’enregistrement #{ $seq } ne peut pas être relu : Felt a échoué en interne ({ $message })
replay-unreadable = l’enregistrement #{ $seq } est illisible : { $why }
replay-cannot-show = le tournoi ne peut pas être affiché après l’enregistrement #{ $seq } : Felt a échoué en interne ({ $message })

## Street names of the catalog's games, in the card's language.

# A street's name from a game file, keyed by the name in lowercase with dashes; a street
# no variant names keeps the game file's own words.
card-street-name =
    { $slug ->
        [pre-flop] Pré-flop
        [flop] Flop
        [turn] Turn
        [river] River
        [deal] Donne
        [draw] Tirage
        [first-draw] Premier tirage
        [second-draw] Deuxième tirage
        [third-draw] Troisième tirage
        [second-street] Deuxième rue
        [third-street] Troisième rue
        [fourth-street] Quatrième rue
        [fifth-street] Cinquième rue
        [sixth-street] Sixième rue
        [seventh-street] Septième rue
        [first-round] Premier tour
        [second-round] Deuxième tour
        [third-round] Troisième tour
        [fourth-round] Quatrième tour
        [second-card] Deuxième carte
        [third-card] Troisième carte
        [fourth-card] Quatrième carte
        [fifth-card] Cinquième carte
        [the-hand] La main
       *[other] { $name }
    }
## Refusals of a dealer's-choice night (refusal-night-*).
refusal-night-not-open = la soirée doit d’abord être ouverte
refusal-night-already-open = la soirée est déjà ouverte
refusal-night-no-title = une soirée a besoin d’un titre
refusal-night-too-few-players = une soirée a besoin d’au moins deux joueurs
refusal-night-over-name-chars = un nom de joueur a { $given } caractères, plus que la limite de { $limit }
refusal-night-over-title-chars = le titre a { $given } caractères, plus que la limite de { $limit }
refusal-night-over-players = la soirée a { $given } joueurs, plus que la limite de { $limit }
refusal-night-over-players-one-more = la soirée aurait { $given } joueurs, plus que la limite de { $limit }
refusal-night-over-house-games = la liste de la maison a { $given } jeux, plus que la limite de { $limit }
refusal-night-over-limit-steps = le calendrier des limites a { $given } paliers, plus que la limite de { $limit }
refusal-night-duplicate-player = { $name } figure deux fois sur la liste
refusal-night-blank-player = un joueur a besoin d’un nom
refusal-night-no-such-player = aucun joueur nommé { $name } ne participe à cette soirée
refusal-night-already-seated = { $name } est déjà assis
refusal-night-unknown-game = la liste de la maison nomme { $game }, qui n’est pas dans le catalogue des jeux
refusal-night-no-starting-limit = le calendrier des limites a besoin d’une première limite, dès le début de la soirée
refusal-night-limits-out-of-order = les paliers de limite doivent suivre l’ordre du temps, chacun après le précédent
refusal-night-zero-amount = une limite, un buy-in et le pas de l’échelle des erreurs doivent être supérieurs à zéro
refusal-night-dealer-known = le premier donneur a déjà été tiré ({ $name })
refusal-night-no-dealer = tirez le premier donneur avant la première annonce
refusal-night-new-game-unexplained = un nouveau jeu a besoin d’un nom et de ses règles
refusal-night-dealt-in = { $dealt_in ->
        [one] { $dealt_in } joueur servi
       *[other] { $dealt_in } joueurs servis
    }, mais seulement { $seated } assis
refusal-night-zero-money = un montant doit être supérieur à zéro (pour { $name })
refusal-night-cashed-out = { $name } a déjà encaissé
refusal-night-cashed-out-and-left = { $name } a encaissé et quitté la table : rasseyez ce joueur (revient) avant qu’il rachète
refusal-night-nothing-bought = { $name } n’a acheté aucun jeton et n’a donc rien à encaisser
refusal-night-ended = la soirée est terminée
refusal-night-last-players = deux joueurs doivent rester assis pour une donne
refusal-night-no-seed = le tirage du premier donneur a besoin de sa graine
refusal-night-undo-in-log = une annulation désigne une action du journal ; elle ne s’applique pas à la soirée elle-même
refusal-night-nothing-to-undo = il n’y a rien à annuler depuis l’ouverture de la soirée

## Refusals of the chip race calculator (refusal-chip-race-*).
refusal-chip-race-zero-chip = les valeurs des jetons doivent être supérieures à 0 (retiré { $remove }, suivant { $next })
refusal-chip-race-not-a-multiple = le jeton suivant { $next } doit être un multiple plus grand du jeton retiré { $remove }
refusal-chip-race-no-seats = le chip race a besoin d’au moins un siège
refusal-chip-race-unknown-card = siège { $seat } : « { $text } » n’est pas une carte (écrivez le rang puis la couleur, comme As, Td ou 9c)
refusal-chip-race-duplicate-card = siège { $seat } : { $card } a déjà été donnée au siège { $first_seat }
refusal-chip-race-wrong-card-count = le chip race a besoin de { $expected ->
        [one] { $expected } carte
       *[other] { $expected } cartes
    } ({ $detail }), { $found } ont été saisies
refusal-chip-race-no-leftover = aucun siège n’a de jetons restants
refusal-chip-race-leftovers = { $seats }
refusal-chip-race-seat-leftover = siège { $seat } : { $chips }
refusal-chip-race-too-many-cards = le chip race a besoin de { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, plus qu’un jeu de 52 cartes
refusal-chip-race-cards-with-round = la variante par tours ne distribue pas de cartes, mais { $found } ont été saisies
refusal-chip-race-seat-list-count = les cartes sont listées pour { $found ->
        [one] { $found } siège
       *[other] { $found } sièges
    }, mais le chip race en a { $expected }
refusal-chip-race-seat-card-count = le siège { $seat } reçoit { $expected ->
        [0] aucune carte
        [one] { $expected } carte
       *[other] { $expected } cartes
    } (une par jeton restant), mais { $found ->
        [0] aucune n’a été saisie
        [one] { $found } a été saisie
       *[other] { $found } ont été saisies
    }

## Refusals of the deal calculator (refusal-deal-*).
refusal-deal-no-players = un deal demande au moins un joueur
refusal-deal-zero-stack = le joueur { $player } n’a pas de jetons ; un joueur éliminé ne fait pas partie d’un deal
refusal-deal-too-many-prizes = { $prizes ->
        [one] { $prizes } prix donné
       *[other] { $prizes } prix donnés
    } pour seulement { $players ->
        [one] { $players } joueur restant
       *[other] { $players } joueurs restants
    }
refusal-deal-too-many-for-exact = l’ICM exact traite au plus { $limit ->
        [one] { $limit } joueur
       *[other] { $limit } joueurs
    }, pas { $players }
refusal-deal-too-few-samples = une estimation Monte-Carlo demande au moins 2 tirages, pas { $samples }
refusal-deal-savers-above-first = des savers de { $savers } dépassent les { $first } de la première place
refusal-deal-saver-place = saver pour la place { $place } : les places restantes vont de 1 à { $players }
refusal-deal-play-for-above-first = un montant de { $play_for } à jouer dépasse les { $first } de la première place
refusal-deal-prizes-out-of-order = les prix doivent être listés en commençant par la première place, chacun au plus égal au précédent : le prix { $place } ({ $prize }) dépasse le prix { $above_place } ({ $above })
refusal-deal-too-many-draws = une estimation ICM de { $samples ->
        [one] { $samples } tirage
       *[other] { $samples } tirages
    } pour { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } tire { $draws } fois, plus que la limite de Felt de { $limit } : demandez au plus { $most ->
        [one] { $most } tirage
       *[other] { $most } tirages
    }

## Refusals of a payout table (refusal-paytable-*).
refusal-paytable-toml = la table des prix n’est pas du TOML valide : { $why }
refusal-paytable-no-rows = la table des prix n’a aucune ligne
refusal-paytable-empty-range = ligne pour { $min } à { $max } entrées : la plage est vide (min est au-dessus de max)
refusal-paytable-not-contiguous = ligne pour { $min } à { $max } entrées : elle devait commencer à { $expected ->
        [one] { $expected } entrée
       *[other] { $expected } entrées
    }
refusal-paytable-bad-sum = ligne pour { $min } à { $max } entrées : les parts totalisent { $sum } points de base, pas 10000
refusal-paytable-increasing = ligne pour { $min } à { $max } entrées : la place { $place } reçoit plus que la place { $above }
refusal-paytable-too-many-places = ligne pour { $min } à { $max } entrées : elle paie { $places ->
        [one] { $places } place
       *[other] { $places } places
    }, plus que ses { $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    }
refusal-paytable-shares-and-amounts = ligne pour { $min } à { $max } entrées : indiquez soit shares_bp (parts du prize pool), soit amounts (prix fixes), pas les deux
refusal-paytable-zero-amount = ligne pour { $min } à { $max } entrées : le montant fixe de la place { $place } est 0
refusal-paytable-unknown = aucune table des prix nommée { $name } ; tables connues : { $known }

## Refusals of the payout calculator (refusal-payout-*) and of satellite seats
## (refusal-satellite-*).
refusal-payout-no-entries = un tournoi a besoin d’au moins une entrée pour payer des prix
refusal-payout-zero-increment = le pas d’arrondi doit être d’au moins 1
refusal-payout-paid-places = impossible de payer { $paid ->
        [one] { $paid } place
       *[other] { $paid } places
    } avec { $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    }
refusal-payout-pool-too-small = un prize pool de { $pool } ne peut pas payer { $paid ->
        [one] { $paid } place
       *[other] { $paid } places
    } d’au moins un pas d’arrondi de { $increment } chacune
refusal-payout-min-cash-too-high = un min-cash de { $min_cash } pour { $paid ->
        [one] { $paid } place
       *[other] { $paid } places
    } dépasse le prize pool de { $pool }
refusal-payout-fixed-over-pool = la ligne pour { $min } à { $max } entrées paie { $sum } en prix fixes, plus que le prize pool de { $pool }
refusal-payout-top-share = une part du premier de { $share } sort de ce que permet le prize pool ({ $lowest } à { $highest } avec ces places payées et ce min-cash)
refusal-satellite-zero-seat-value = un siège de satellite doit valoir au moins 1 (tournoi cible { $event })
refusal-satellite-no-entries = un tournoi a besoin d’au moins une entrée pour payer des prix
refusal-satellite-more-places = un prize pool de { $pool } paie { $places ->
        [one] { $places } place
       *[other] { $places } places
    } (sièges valant { $seat_value }), plus que les { $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    }
refusal-satellite-more-places-with-cash = un prize pool de { $pool } paie { $places ->
        [one] { $places } place
       *[other] { $places } places
    } (sièges valant { $seat_value } et { $cash } en espèces), plus que les { $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    }

## Refusals of the big blind ante calculator (refusal-ante-*).
refusal-ante-too-few-players = une table a besoin d’au moins 2 joueurs pour distribuer une main, trouvé : { $found }
refusal-ante-empty-stack = la grosse blinde n’a pas de jetons : un joueur éliminé ne peut rien payer
refusal-ante-small-blind-above-big-blind = la petite blinde { $small_blind } est plus grande que la grosse blinde { $big_blind }
refusal-ante-no-big-blind = la grosse blinde doit être supérieure à 0
refusal-ante-no-such-level = la structure n’a pas de niveau { $level } (elle a les niveaux 1 à { $last })
refusal-ante-no-big-blind-ante = le niveau { $level } ({ $game }) n’a pas d’ante de grosse blinde : { $stakes }
