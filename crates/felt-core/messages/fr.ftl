# Les messages de Felt en français.

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
