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
