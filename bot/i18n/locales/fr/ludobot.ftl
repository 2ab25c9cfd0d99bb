# ludobot : français (Discord : fr).
#
# Traduit de la source anglaise (locales/en/ludobot.ftl) ; mêmes identifiants et { $placeholders }.
# Les mots des petits chevaux : pion, case, dé, manger (renvoyer un pion adverse),
# l'écurie (où les pions attendent), la case de départ, les cases d'arrivée.
# - Pluriel : CLDR one/other (0 et 1 sont « one »). Ordinaux : 1er, 2e, 3e…
# - Tutoiement partout (comme Discord en français), même pour tout le salon.
# - Espace insécable avant « : ; ! ? » comme l'écrit le français.
# - Noms des commandes (cmd-*) : 1 à 32 caractères, minuscules, sans espace ; descriptions 100 au plus.

## Ordinaux et listes

# $gender : celui que la personne a choisi (/ludo genre) quand le rang précède son nom.
ordinal = { $gender ->
    [feminine] { NUMBER($n, type: "ordinal") ->
        [one] { $n }re
       *[other] { $n }e
    }
   *[other] { NUMBER($n, type: "ordinal") ->
        [one] { $n }er
       *[other] { $n }e
    }
}
list_or = { $first } ou un { $second }
list_and = { $first } et { $second }
list_more = { $first }, { $second }

## Variantes (presets), plateaux et couleurs

preset_madn = Classique allemand
preset_mejn = Classique néerlandais
preset_ludo = Petits chevaux
preset_fia = Fia
preset_marbles = Course de billes
board_classic4 = le plateau en croix classique (40 cases, 4 cases d'arrivée par couleur)
board_classic6 = le plateau à six couleurs (60 cases, 4 cases d'arrivée par couleur)
board_cross4 = la croix du Ludo (52 cases, un couloir de 5 cases et une arrivée commune)
colour_red = rouge
colour_yellow = jaune
colour_blue = bleu
colour_green = vert
colour_orange = orange
colour_purple = violet
# La marque de chaque couleur sur le plateau et dans le bandeau : une ou deux lettres.
letter_red = R
letter_yellow = J
letter_blue = B
letter_green = V
letter_orange = O
letter_purple = Vi
level_easy = facile
level_normal = moyen
level_hard = difficile
level_random = au hasard
language_name = Français
language_auto = la langue du serveur ({ $language })

## Les options de règles (/ludo config définir) : une ligne chacune

option_board = longueur du parcours et forme de l'arrivée
option_entry_rolls = les lancers qui sortent un pion de l'écurie sur la case de départ
option_forced_entry = faut-il sortir un pion quand le dé le permet
option_clear_start = la case de départ doit être libérée tant que des pions attendent à l'écurie
option_start_pieces = pions déjà sur la case de départ au début de la partie
option_three_tries = trois lancers pour sortir un pion quand rien ne peut avancer
option_three_tries_bonus = un lancer de plus si un pion sort avant le troisième essai
option_six_again = un 6 fait rejouer après le déplacement
option_six_again_without_move = un 6 inutilisable fait quand même rejouer
option_max_sixes = le troisième 6 de suite met fin au tour (0 : désactivé)
option_own_landing = ce qui se passe quand on tombe sur un de ses pions
option_own_start_entry = avec own_landing=capture, un lancer de sortie alors qu'un de ses propres pions occupe la case de départ : un nouveau pion sort (l'autre retourne à l'écurie) ou ce pion avance
option_block_passing = qui peut franchir un barrage de 2 pions ou plus d'une même couleur
option_capture = tomber sur un adversaire le renvoie à son écurie
option_safe_start = un pion sur sa propre case de départ ne peut pas être mangé
option_capture_at_turn_end = on ne mange que sur la case où le pion finit son tour
option_forced_capture = quand on peut manger, on doit manger
option_capture_extra_lap = l'obligation de manger vaut même si le pion doit dépasser son arrivée
option_exact_home = un pion n'entre à l'arrivée qu'avec le nombre exact
option_overshoot = un lancer qui dépasse la dernière case d'arrivée : refusé, ou compté en reculant
option_home_jump = un pion peut sauter par-dessus les autres à l'arrivée
option_home_moves = un pion dans les cases d'arrivée peut encore y avancer
option_must_move = qui peut jouer un pion doit le jouer
option_turn_order = qui commence
option_play_to_end = la partie continue après le premier arrivé
option_teams = les partenaires se font face et gagnent ensemble
option_war = le dernier en jeu gagne : les pions mangés quittent la partie
option_war_rounds = manches après lesquelles une guerre se termine en faveur de qui a le plus de pions

## /ludo règles : les règles en mots simples

explain_head = { $preset_name } sur { $board }.
explain_entry = Un { $rolls } fait sortir un pion de l'écurie sur sa case de départ.
explain_forced_always = Sortir un pion est obligatoire dès que c'est possible.
explain_forced_no_piece = Sortir un pion n'est obligatoire que si aucun pion n'est sur le parcours.
explain_forced_never = Sortir un pion n'est jamais obligatoire.
explain_clear_start = Tant que des pions attendent à l'écurie, la case de départ doit d'abord être libérée.
explain_start_pieces = Chacun commence avec un pion déjà sur la case de départ.
explain_three_tries = Si tu n'as rien à jouer, tu as trois essais pour sortir un pion.
explain_three_tries_bonus = Si tu n'as rien à jouer, tu as trois essais pour sortir un pion (et un lancer de plus s'il sort avant le troisième).
explain_six_again = Un 6 fait rejouer.
explain_six_again_without_move = Un 6 fait rejouer, même s'il ne peut pas servir.
explain_max_sixes = { NUMBER($count, type: "ordinal") ->
    [one] Le { $count }er
   *[other] Le { $count }e
} 6 de suite met aussitôt fin au tour.
explain_landing_forbidden = Tu ne peux pas tomber sur un de tes propres pions.
explain_landing_capture = Tomber sur un de tes propres pions le renvoie à l'écurie.
explain_landing_stack = Plusieurs de tes pions peuvent occuper la même case.
explain_landing_block = Deux de tes pions sur une même case forment un barrage.
explain_own_start_enter = Un lancer de sortie fait sortir un nouveau pion même si un des tiens est sur la case de départ (celui-ci retourne à l'écurie).
explain_own_start_move_on = Si un de tes pions est sur la case de départ, un lancer de sortie fait avancer ce pion.
explain_block_nobody = Personne ne peut franchir un barrage.
explain_block_opponents = Les adversaires ne peuvent pas franchir ton barrage ; toi, si.
explain_capture = Un pion qui tombe sur un pion adverse le mange : celui-ci retourne à son écurie.
explain_no_capture = Aucun pion n'est jamais mangé.
explain_safe_start = Sur sa propre case de départ, un pion est à l'abri.
explain_capture_at_turn_end = On ne mange que sur la case où le pion finit son tour.
explain_forced_capture_strict = Quand on peut manger, on doit manger.
explain_forced_capture_huff = Qui ne mange pas alors qu'il le pouvait peut se faire souffler un pion par les autres (retour à l'écurie).
explain_capture_extra_lap = Cela vaut aussi quand, pour manger, le pion dépasse son arrivée et refait une boucle du plateau.
explain_exact_home = Il faut le nombre exact pour entrer { $home ->
    [goal] à l'arrivée
   *[home] dans les cases d'arrivée
}.
explain_exact_home_bounce = Il faut le nombre exact pour entrer { $home ->
    [goal] à l'arrivée
   *[home] dans les cases d'arrivée
} (le surplus se compte en reculant).
explain_deepest_free = Avec un grand lancer, le pion s'arrête sur la case libre la plus au fond { $home ->
    [goal] de l'arrivée
   *[home] des cases d'arrivée
}.
explain_home_jump = Les pions peuvent sauter les uns par-dessus les autres { $home ->
    [goal] dans le couloir vers l'arrivée
   *[home] dans les cases d'arrivée
}.
explain_no_home_jump = On ne saute pas par-dessus les pions { $home ->
    [goal] dans le couloir vers l'arrivée
   *[home] dans les cases d'arrivée
}.
explain_home_stays = Un pion { $home ->
    [goal] dans le couloir vers l'arrivée
   *[home] dans les cases d'arrivée
} reste où il est.
explain_may_pass = Tu peux passer au lieu de jouer.
explain_order_highest_roll = Chacun lance le dé ; celui qui fait le plus grand nombre commence.
explain_order_fixed_colours = Le rouge commence, puis on tourne dans le sens des aiguilles d'une montre.
explain_order_seating = Le premier inscrit commence.
explain_partners = Les partenaires se font face et gagnent ensemble.
explain_war = Guerre : les pions mangés quittent la partie ; le dernier en jeu gagne (après { $rounds } manches, celui qui a le plus de pions gagne).
explain_play_to_end = La partie continue jusqu'à ce que toutes les places soient attribuées.
explain_first_home_wins = Le premier à amener tous ses pions { $home ->
    [goal] à l'arrivée
   *[home] dans les cases d'arrivée
} gagne.

## L'historique des coups (sous le plateau)

who_colour = { $name } ({ $colour })
log_order_roll = { $who } fait { $value } pour savoir qui commence
log_begins = { $who } commence
log_rolled = { $who } fait { $value }
log_retry = { $who } réessaie (essai { $value } sur 3)
log_entered = { $who } sort le pion { $piece }
log_moved = { $who } avance le pion { $piece }
log_home = { $who } : le pion { $piece } est arrivé
log_captured = { $who } mange le pion { $victim_piece } à { $victim }
log_own_capture = { $who } renvoie son propre pion { $victim_piece } à l'écurie
log_blocked = { $who } forme un barrage
log_passed = { $who } ne peut pas jouer
log_bonus = { $who } rejoue
log_third_six = { $who } fait un troisième 6 : fin du tour
log_huffed = { $seat } souffle le pion { $piece } à { $who }
log_finished = { $who } a tous ses pions à l'arrivée
log_placed = { $place } : { $seat }
log_eliminated = { $seat } est hors jeu
log_won = { $seat } gagne !
log_timed_out = { $seat } n'a plus de temps ; le bot joue à sa place
log_away = { $seat } n'est pas là : un ordinateur joue à sa place
log_back = { $seat } est de retour

## Boutons de coup ($piece est le numéro du pion) : 40 caractères au plus avec un nom de
## 20, pour qu'un téléphone les montre en entier (Discord coupe à 80)

move_pass = Passer
move_hits_own = { $piece } tombe sur un de tes pions
move_captures = { $piece } mange { $victim }
move_captures_lap = { $piece } mange { $victim } (+1 boucle)
move_enters = { $piece } sort
move_home = { $piece } → arrivée
move_block = { $piece } fait barrage
move_bounces = { $piece } recule
move_steps = { $piece } avance de { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
}

## Les mots de l'image du plateau (le bandeau)

picture_player = Joueur { $number }
# Ne sert que dans picture_wins, quand personne n'a gagné : « Personne ne gagne ! ».
picture_nobody = Personne ne
picture_wins = { $count ->
    [one] { $who } gagne !
   *[other] { $who } gagnent !
}
picture_order = { $who } ({ $letter }) lance pour commencer
picture_move = { $who } ({ $letter }) joue
picture_roll = { $who } ({ $letter }) lance le dé
picture_place = { $place } { $who }

## La page du plateau en direct (dans le navigateur, dans la langue du spectateur)

web-title = Ludo, partie nº { $game } : le plateau en direct
web-board = Le plateau
web-roll = Lancer le dé
web-moves = Tes coups
web-log = Historique des coups
web-players = Joueurs
web-pace = Rythme : { $pace }
web-time-left = Temps restant : { $time }
web-viewers = Spectateurs : { $count }
web-watching = Tu regardes cette partie.
web-you-play = Ta couleur : { $colour }
web-your-turn = À toi de jouer !
web-connecting = Connexion…
web-reconnecting = Connexion perdue : reconnexion…
web-places = Classement final
web-computer = ordinateur, { $level }
web-away = absent : l'ordinateur joue à sa place
web-you-away = Pendant ton absence, un ordinateur joue tes tours à ta place.
web-host = hôte
web-die = Le dé affiche { $value }
web-piece-yard = { $colour } : pion { $piece }, à l'écurie
web-piece-track = { $colour } : pion { $piece }, sur la case { $square }
web-piece-home = { $colour } : pion { $piece }, sur une case d'arrivée
web-piece-goal = { $colour } : pion { $piece }, à l'arrivée
web-piece-out = { $colour } : pion { $piece }, hors jeu
web-piece-move = { $piece } : { $move }
web-ended = La partie a été terminée sans résultat.
## Mots de l'image du classement (d'un tournoi)

standings_heading = Classement
standings_after = Après la ronde { $round } sur { $rounds }
standings_final = Classement final
standings_player = Joueur
standings_points = Points
standings_opponents = Pts adversaires
standings_wins = Victoires
standings_games = Parties
standings_more = { $count ->
    [one] … et { $count } autre
   *[other] … et { $count } autres
}

## La partie et ses boutons (réponses privées, dans la langue de qui a cliqué)

no_game = Il n'y a pas de partie nº { $game } ici.
no_game_here = Aucune partie dans ce salon : lances-en une avec /ludo nouvelle.
damaged = L'état enregistré de cette partie est endommagé ; un admin peut y mettre fin avec /ludo terminer.
other_channel = Ce bouton appartient à la partie nº { $game }, qui se joue dans un autre salon.
already_started = Cette partie a déjà commencé : le plateau ci-dessus est désormais le bon.
lobby_closed = Cette table est fermée.
lobby_changed = La table a changé au même moment : le message l'affiche maintenant ; réessaie.
already_in = Tu es déjà dans cette partie.
full = Cette partie est complète.
not_in = Tu n'es pas dans cette partie.
host_cannot_leave = L'hôte ne peut pas quitter la table ; annule plutôt la partie.
host_only = Seul l'hôte peut { $action }.
action_computer = ajouter des joueurs ordinateur
action_kick = retirer des joueurs
action_rules = changer les règles de cette partie
action_start = lancer la partie
action_cancel = annuler la partie
no_seat = Cette place n'existe pas.
too_few = Une partie demande au moins 2 joueurs : invite quelqu'un ou ajoute un ordinateur.
unknown_button = Je ne connais pas ce bouton.
join_first = Rejoins d'abord la partie, puis choisis ta couleur.
bad_colour = Choisis parmi { $colours }, pas { $colour }.
colour_taken = { $name } joue déjà en { $colour }.
rules_players = Ces règles ne marchent pas à { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} : { $option } : { $why }.
not_started = Cette partie n'a pas encore commencé.
closed = Cette partie est finie : le message montre comment elle s'est terminée.
over = Cette partie est finie.
out_of_date = Ce plateau n'était plus à jour : il montre maintenant la partie telle qu'elle est.
dice_hash = -# Dés vérifiables : l'empreinte SHA-256 de la graine est `{ $hash }` ; la graine sera révélée à la fin de la partie.
dice_seed = -# Graine des dés `{ $seed }` : vérifie chaque lancer avec /ludo vérifier ou `ludobot verify`.
export_caption = Partie nº { $game } en JSON : vérifie ses dés avec `ludobot verify` sur ce fichier.
no_seed = La partie nº { $game } n'a pas été jouée avec des dés vérifiables (elle a commencé avant eux).
verify_holds = Partie nº { $game } : { $rolls ->
    [0] aucun lancer à vérifier. ✅
    [one] son unique lancer vient de la graine révélée. ✅
   *[other] ses { $rolls } lancers viennent de la graine révélée. ✅
}
    -# L'empreinte SHA-256 de la graine révélée est `{ $hash }` : ce doit être celle qu'affichait le premier plateau de la partie.
verify_seed_not_revealed = La partie nº { $game } est toujours en cours : sa graine sera révélée à la fin.
verify_bad_seed = Partie nº { $game } : la graine enregistrée est endommagée.
verify_seed_hash_differs = Partie nº { $game } : la graine ne correspond pas à l'empreinte affichée. ❌
verify_roll_differs = Partie nº { $game } : le lancer { $roll } n'est pas celui que donne la graine. ❌
    -# L'empreinte SHA-256 de la graine révélée est `{ $hash }` : ce doit être celle qu'affichait le premier plateau de la partie.
verify_illegal_action = Partie nº { $game } : l'action { $action } ne se rejoue pas. ❌
    -# L'empreinte SHA-256 de la graine révélée est `{ $hash }` : ce doit être celle qu'affichait le premier plateau de la partie.
dice_title = **Dés de la partie nº { $game }** (faces 1 à 6) :
dice_line = { $name } : { $rolls ->
    [one] { $rolls } lancer
   *[other] { $rolls } lancers
} : { $faces } · { $sixes } six · test d'équité : p = { $p }
dice_game_p = Toute la partie : test d'équité, p = { $p } (en dessous de 0,001, ce serait suspect).
dice_no_rolls = Personne n'a encore lancé le dé dans la partie nº { $game }.
dice_server = Les 1 000 dernières parties de ce serveur : { $rolls ->
    [one] { $rolls } lancer
   *[other] { $rolls } lancers
}, test d'équité : p = { $p }.
dice_server_none = Les parties de ce serveur n'ont encore aucun lancer.
dice_server_label = Ce serveur
stopping = Le bot redémarre : clique de nouveau dans un instant.
already_done = C'est déjà fait : le plateau montre la partie telle qu'elle est.
move_gone = Ce coup n'est plus possible : le plateau montre les coups qu'il reste.
cannot_huff = Tu ne peux pas souffler maintenant.
huff_others = { $name } n'a pas mangé : seuls les autres peuvent souffler.
not_your_turn = C'est à { $name } de jouer.
not_a_player = Tu n'es pas dans cette partie ; c'est à { $name } de jouer.
move_first = Choisis d'abord un coup.
illegal = Ce n'est pas permis maintenant.
board_below = C'est fait ; le plateau en cours est plus bas : { $url }
behind_below = Ce plateau n'est plus à jour ; le bon est ici : { $url }

## Fin, revanche, replay

already_over = Cette partie est déjà finie.
end_not_allowed = Seul l'hôte ou quelqu'un ayant la permission Gérer les salons peut terminer cette partie.
changed_meanwhile = La partie a changé à ce moment-là ; réessaie.
damaged_ended = La partie endommagée a été terminée.
confirm_end = Terminer la partie nº { $game } pour tout le monde ? C'est définitif.
end_done = La partie nº { $game } a été terminée.
end_used = Partie nº { $game } : cette confirmation a déjà servi.
rematch_players_only = Seuls les joueurs de cette partie peuvent demander une revanche.
rematch_exists = Ce salon a déjà une nouvelle partie.
rematch_open = La table de la revanche est ouverte plus bas : clique sur Commencer quand tout le monde est prêt.
never_started = La partie nº { $game } n'a jamais commencé : il n'y a rien à revoir.
still_running = La partie nº { $game } est en cours : son replay viendra quand elle sera finie.
no_finished = Aucune partie n'est encore finie ici.
replay_failed = Le replay n'a pas pu être créé, désolé.
replay_too_big = Le replay de cette partie est trop long pour être envoyé ici, désolé.
replay_upload_failed = Le replay n'a pas pu être envoyé, désolé.
replay_caption = Replay de la partie nº { $game }
replay_caption_highlights = Temps forts de la partie nº { $game } : pions mangés et arrivées
replay_caption_last = Les derniers coups de la partie nº { $game }

## Réponses des commandes

channel_busy = Ce salon a déjà une partie : { $url }
game_open = Ta partie nº { $game } est ouverte : clique sur Commencer quand tout le monde est là.
here_is_board = Voici le plateau : { $url }
no_game_in_channel = Aucune partie dans ce salon.
need_manage = Changer les règles du serveur demande la permission Gérer le serveur.
takes_yes_no = `yes` ou `no`
takes_timer = de 30 à 86 400 secondes, ou `off`
takes_language = `auto` ou l'une de celles-ci : { $languages }
takes_away = `computer`, `remove` ou `off`
setting_seconds = { $seconds } s
setting_off = désactivé
setting_yes = oui
setting_no = non
setting_away_computer = un ordinateur tient la place jusqu'au retour du joueur
setting_away_remove = le joueur est retiré, un ordinateur continue à sa place
setting_name_turn_timer = Temps pour chaque tour
setting_name_language = Langue des plateaux
setting_name_auto_move = Un seul coup possible est joué aussitôt
setting_name_ping = Mentionner qui doit jouer
setting_name_ping_after = Ne mentionner que qui n'a pas appuyé depuis
setting_name_away = Après 3 tours de suite sans jouer à temps
setting_name_pace = Rythme des nouvelles parties
setting_name_takeover = Reprendre une place
setting_takeover_host = l'hôte confirme
setting_takeover_anyone = n'importe qui dans le salon, sans demander
config_setting = { $name } ({ $option }) : **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = Il faut pour cela ces permissions : { $permissions }.
guild_only = Le Ludo se joue dans le salon d'un serveur, pas en messages privés.
rules_unreadable = Les règles sont illisibles : { $why }
stats = **{ $name }** : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, place moyenne { $mean }, { $captures ->
    [one] { $captures } pion mangé
   *[other] { $captures } pions mangés
}.
stats_rating = Cote { $rating } (μ { $mu } ; σ { $sigma }) ; sur { $games ->
    [one] la dernière partie classée
   *[other] les { $games } dernières parties classées
} : { $trend }.
stats_rating_first = Cote { $rating } (μ { $mu } ; σ { $sigma }) après la première partie classée.
dice_description = Combien de fois chaque joueur a obtenu chaque face, et les dés du serveur
stats_colour = Couleur préférée : { $colour }.
rated_line = { $rank }. { $who } : cote { $rating } en { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
rated_computer = Ordinateur ({ $level })
leaderboard_empty = Personne n'a encore fini de partie sur ce serveur.
leaderboard_title = Classement
help_new = **/ludo nouvelle** ouvre une partie ; les autres cliquent sur **Rejoindre** (ou l'hôte sur **Ajouter un ordinateur**) et peuvent choisir une couleur dans le menu ; l'hôte clique sur **Commencer**.
help_turn = À ton tour, clique sur **Lancer le dé**, puis sur le bouton du pion à jouer : les numéros des boutons sont ceux des pions.
help_commands = **/ludo plateau** réaffiche le plateau · **/ludo règles** explique les règles · **/ludo terminer** met fin à une partie.
help_record = **/ludo stats**, **/ludo classement**, **/ludo replay** : statistiques, classement et replays.
help_admins = Administrateurs : **/ludo config** règle la variante, les règles maison et la langue du serveur.
help_presets = Variantes : { $presets }.
config_show = Variante : **{ $preset_name }** (`{ $preset }`)
    Règles maison : { $overrides }
    { $settings }
no_house_rules = aucune
title_defaults = **Réglages par défaut du serveur**
title_preset_set = **Variante choisie**
title_option_set = **{ $option } réglé**
title_reset = **Réglages remis à zéro**
title_language_set = **Langue choisie**
leaderboard_line = { $rank }. <@{ $user }> : { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} en { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
bad_input = La valeur donnée pour { $option } ne convient pas : { $why }
sorry = Quelque chose a mal tourné de mon côté ; la partie est enregistrée telle quelle. Réessaie dans un instant, ou réaffiche le plateau avec /ludo plateau.
sorry_command = Quelque chose a mal tourné de mon côté ; rien n'a été changé. Réessaie dans un instant.
store_error = La partie n'a pas pu être enregistrée ; rien n'a changé. Réessaie.
no_owner = L'instance du bot qui gère cette partie n'est pas en marche pour le moment ; rien n'a changé. Réessaie dans un instant.
owner_silent = L'instance du bot qui gère cette partie n'a pas répondu à temps. Ton action peut quand même compter : regarde le plateau avant de cliquer de nouveau.
owner_unreachable = Ton action n'a pas atteint l'instance du bot qui gère cette partie ; rien n'a changé. Réessaie dans un instant.
bot_needs_permissions = J'ai besoin de ces permissions dans ce salon : { $permissions }.
permission_view_channel = Voir les salons
permission_send_messages = Envoyer des messages
permission_send_messages_in_threads = Envoyer des messages dans les fils
permission_embed_links = Intégrer des liens
permission_attach_files = Joindre des fichiers
permission_read_message_history = Voir les anciens messages
permission_add_reactions = Ajouter des réactions
permission_use_application_commands = Utiliser les commandes de l'application
permission_manage_messages = Gérer les messages
permission_manage_channels = Gérer les salons
permission_manage_guild = Gérer le serveur
commands_changed = Les commandes du bot viennent de changer : attends une minute que Discord affiche les nouvelles, puis réessaie.
command_refused = Cette commande ne peut pas être utilisée ici.

## Règles et réglages (noms et valeurs des options tels qu'on les tape : capture=no)

unknown_preset = Variante inconnue : { $preset } ; choisis parmi { $presets }.
bad_setting = { $setting } attend { $takes }, pas { $value }.
bad_rules = Ces règles ne marchent pas : { $option } : { $why }.
rules_clash_preset = { $option } { $value } ne va pas avec { $preset_name }, qui fixe { $other } { $other_value } ; pour jouer ainsi quand même, ajoute { $fix }.
unknown_option = { $option } n'est pas une option de règle ; les options sont { $options }.
rule_format = Écris chaque règle sous la forme NOM=VALEUR, pas { $token }.
repeated_option = L'option { $option } est donnée deux fois : garde celle que tu veux.
rule_token = { $token } n'est ni une variante ({ $presets }) ni NOM=VALEUR.
repeated_preset = Deux variantes sont données, { $first } et { $second } : garde celle que tu veux.
repeated_value = { $option } cite { $value } deux fois : écris chaque valeur une seule fois.
setting_not_rule = { $option } est un réglage du serveur, pas une règle : un admin le règle avec `/ludo config définir`.
nothing_typed = (rien)

## Lignes pour tous (pieds de table et annonces)

opened = { $name } a ouvert une partie.
joined = { $name } a rejoint la table.
left = { $name } a quitté la table.
computer_joined = { $name } (ordinateur, { $level }) a rejoint la table.
bad_level = Il n'y a pas de niveau d'ordinateur { $level } : choisis parmi { $levels }.
too_many_computers = { $computers ->
    [one] { $computers } joueur ordinateur ne tient pas
   *[other] { $computers } joueurs ordinateur ne tiennent pas
} : cette table n'a de la place que pour { $most } en plus de toi.
removed = { $name } ne fait plus partie de la table.
rules_set = Règles : { $preset_name } · règles maison : { $overrides }.
started = La partie commence !
cancelled = La partie a été annulée.
any_colour = { $name } joue n'importe quelle couleur.
colour_chosen = { $name } joue en { $colour }.
timed_out = { $name } n'a plus de temps.
away = { $name } n'a pas joué à temps 3 tours de suite : un ordinateur (moyen) tient la place jusqu'à ce que la personne clique sur Je suis là ou tape /ludo rejoindre.
away_removed = { $name } n'a pas joué à temps 3 tours de suite et ne fait plus partie de la table : un ordinateur tient la place jusqu'à la fin.
back = { $name } est de retour et reprend la main.
not_away = Personne ne joue à ta place : ta place n'est pas marquée « absent ».
removed_for_good = Tu ne fais plus partie de la table, car ton temps s'est écoulé trop souvent : un ordinateur tient ta place jusqu'à la fin.
away_press_back = Un ordinateur joue tes tours pendant ton absence : clique d'abord sur Je suis là (ou /ludo rejoindre).
not_in_game = Tu n'as pas de place dans cette partie.
ended = La partie a été terminée par { $name }.
rematch = { $name } demande une revanche : l'hôte clique sur Commencer quand tout le monde est prêt.
moved_down = Ce plateau a été déplacé plus bas : { $url }

## Les messages de la table et du plateau

lobby_title = ## Ludo : une nouvelle partie
lobby_rules = **Règles :** { $summary }
lobby_how = Clique sur **Rejoindre** pour prendre place ; l'hôte clique sur **Commencer** (2 joueurs ou plus).
seats = **Places { $taken }/{ $most }**
nobody_yet = personne pour l'instant
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · ordinateur, { $level }
seat_host = · hôte
choose_level = Ajouter un joueur ordinateur : choisis son niveau
level_easy_about = Un débutant : joue souvent n'importe quel pion.
level_normal_about = Un joueur solide : mange, sort ses pions, pousse son pion de tête.
level_hard_about = Pèse le risque de chaque coup. Le plus fort.
footer_game = -# Partie nº { $game }
footer_round = -# Partie nº { $game } · manche { $round }
turn_head = ## À { $name } ({ $colour }) de jouer
ask_thinking = { $who } réfléchit…
ask_away = { $who } n'est pas là : un ordinateur joue à sa place…
ask_order = { $who }, lance le dé pour savoir qui commence.
ask_move = { $who }, choisis un coup.
ask_roll = { $who }, à toi de lancer le dé.
wins_one = ## 🏆 { $who } gagne !
wins_many = ## 🏆 { $who } gagnent !
place_line = { $place } : { $who }
huff_label = Souffle ! Pion { $piece } de { $name }
label_join = Rejoindre
label_leave = Quitter
label_start = Commencer
label_cancel = Annuler
label_computer = Ajouter un ordinateur
label_rules = Règles…
label_roll = 🎲 Lancer le dé
label_rematch = Revanche
label_replay = Replay (GIF)
label_end = Oui, terminer la partie
label_any_colour = N'importe quelle couleur
label_back = Je suis là
choose_colour = Choisis ta couleur
board_description = Le plateau
# Noms des fichiers des images, sans « .png » : lettres ASCII, chiffres et tirets seulement.
file_board = plateau
file_dice = lancers
last_roll = Dernier lancer : **{ $roll }**
nobody_rolled = Personne n'a encore lancé le dé.
your_turn = { $mention }, à toi de jouer dans la partie nº { $game }.

## Le formulaire des règles (le bouton Règles… de l'hôte)

form_title = Les règles de cette partie
form_preset = Variante
form_rules = Règles maison
form_rules_hint = Paires NOM=VALEUR ; /ludo règles dit ce qu'elles veulent dire

## Pourquoi les règles ne marchent pas (dans bad_rules)

rule_invalid = impossible
rule_not_yes_no = doit être `yes` ou `no`, pas { $value }
rule_not_a_choice = { $value } n'est pas parmi { $choices }
rule_not_in_range = { $value } n'est pas entre { $low } et { $high }
rule_unknown_preset = la variante { $preset } n'existe pas ; choisis parmi { $presets }
rule_unknown_option = cette option n'existe pas ; les options sont { $options }
rule_war_play_to_end = `war` ne va pas avec `play_to_end` (en guerre, personne n'arrive)
rule_extra_lap_forced = `capture_extra_lap` demande `forced_capture=strict` ou `forced_capture=huff`
rule_bonus_three_tries = `three_tries_bonus` demande `three_tries`
rule_home_walled = `home_moves=no` avec `home_jump=no` sur des cases d'arrivée fermerait pour de bon les cases du fond
rule_players_range = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} : la partie se joue de 2 à 6 joueurs
rule_board_too_small = { $board } a { $colours } couleurs, trop peu pour { $used } ; prends `classic6`
rule_board_too_small_any = { $board } a { $colours } couleurs, trop peu pour { $used }
rule_partners_odd = les partenaires demandent un nombre pair de places, pas { $used }
rule_partners_four = les partenaires demandent deux équipes : au moins quatre couleurs en jeu
rule_partners_one_colour = entre partenaires, chaque joueur joue une seule couleur, pas deux
rule_partners_opposite = les partenaires se font face : chaque couleur demande la couleur d'en face en jeu
rule_two_colours_each = { $players ->
    [one] { $players } joueur ne peut pas
   *[other] { $players } joueurs ne peuvent pas
} jouer deux couleurs chacun sur ce plateau
rule_players_or_seating = donne le nombre de joueurs ou une disposition des places
rule_players_seats = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} pour { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
}
rule_seat_colours = chaque place demande ses propres couleurs de { $board }
rule_seat_needs_colour = chaque place demande une couleur
rule_colour_not_in_play = la couleur { $colour } n'est pas en jeu
rule_colour_pieces = la couleur { $colour } demande quatre pions

## `ludobot verify` (la ligne de commande)

cli_verify_holds = vérifié : { $rolls ->
    [0] aucun lancer à vérifier, et chaque action est régulière
    [one] le seul lancer vient de la graine révélée, et chaque action est régulière
   *[other] les { $rolls } lancers viennent de la graine révélée, et chaque action est régulière
}
cli_verify_seed_not_revealed = pas encore vérifiable : la graine est révélée à la fin de la partie
cli_verify_bad_seed = la graine révélée ne fait pas 32 octets en hexadécimal
cli_verify_seed_hash_differs = la graine révélée ne correspond pas à l'empreinte montrée au début
cli_verify_roll_differs = le lancer { $roll } (action { $action }) n'est pas celui que donne la graine
cli_verify_illegal_action = l'action { $action } n'est pas régulière dans la partie rejouée
cli_export_unreadable = le fichier ne peut pas être lu comme du texte
cli_export_not_json = ce n'est pas du JSON (ligne { $line }, colonne { $column })
cli_export_not_export = ce n'est pas une partie exportée par ludobot (format { $format })
cli_export_malformed = le champ { $field } manque ou est mal formé
cli_export_rules = les règles ou les places ne tiennent pas : { $why }
cli_export_action = l'action { $action } ne peut pas être jouée
cli_verify_hash = SHA-256 de la graine révélée : { $hash } (ce doit être l'empreinte qu'affichait le premier plateau de la partie)

## Commandes slash (noms : 1 à 32 caractères, minuscules, sans espace ; descriptions 100 au plus)

cmd-ludo = ludo
cmd-ludo-desc = Jouer aux petits chevaux et aux autres jeux de la famille du Ludo
cmd-ludo-new = nouvelle
cmd-ludo-new-desc = Ouvrir une nouvelle partie dans ce salon : les autres la rejoignent par le bouton.
cmd-ludo-new-preset = variante
cmd-ludo-new-preset-desc = La variante à jouer (par défaut : celle du serveur)
cmd-ludo-new-rules = règles
cmd-ludo-new-rules-desc = Règles maison pour cette partie, p. ex. capture=no six_again=yes
cmd-ludo-new-players = joueurs
cmd-ludo-new-players-desc = Places à la table, de 2 à 6 (par défaut : autant que le plateau en a)
cmd-ludo-new-computers = ordinateurs
cmd-ludo-new-computers-desc = Joueurs ordinateur ajoutés d'emblée, de 0 à 5 (par défaut : aucun)
cmd-ludo-new-level = niveau
cmd-ludo-new-level-desc = Le niveau de ces joueurs ordinateur (par défaut : moyen)
cmd-ludo-join = rejoindre
cmd-ludo-join-desc = Prendre place dans la partie ouverte de ce salon, ou reprendre la tienne après une absence.
cmd-ludo-leave = quitter
cmd-ludo-leave-desc = Laisser ta place : avant le début, ou en cours de partie (un ordinateur la reprend).
cmd-ludo-start = commencer
cmd-ludo-start-desc = Commencer la partie de ce salon (réservé à l'hôte).
cmd-ludo-board = plateau
cmd-ludo-board-desc = Réafficher le plateau en cours, en bas du salon.
cmd-ludo-rules = règles
cmd-ludo-rules-desc = Les règles de la partie de ce salon (ou celles du serveur) en mots simples.
cmd-ludo-stats = stats
cmd-ludo-stats-desc = Parties, victoires, places et pions mangés : ici, et partout au total.
cmd-ludo-stats-member = membre
cmd-ludo-stats-member-desc = De qui voir les statistiques (par défaut : toi)
cmd-ludo-leaderboard = classement
cmd-ludo-leaderboard-desc = Les meilleurs joueurs d'ici selon leur cote (OpenSkill), ordinateurs compris.
cmd-ludo-replay = replay
cmd-ludo-replay-desc = Une partie finie en GIF animé : entière, ses temps forts ou sa fin.
cmd-ludo-replay-game = partie
cmd-ludo-replay-game-desc = Un numéro de partie (par défaut : la dernière finie ici)
cmd-ludo-replay-part = extrait
cmd-ludo-replay-part-desc = La partie entière (par défaut), ses temps forts ou ses 30 derniers coups
cmd-ludo-export = exporter
cmd-ludo-export-desc = Une partie en fichier JSON : règles, places, chaque action et, partie finie, la graine des dés.
cmd-ludo-export-game = partie
cmd-ludo-export-game-desc = Un numéro de partie (par défaut : la dernière finie ici)
cmd-ludo-verify = vérifier
cmd-ludo-verify-desc = Recalculer chaque lancer d'une partie finie à partir de la graine révélée.
cmd-ludo-verify-game = partie
cmd-ludo-verify-game-desc = Un numéro de partie (par défaut : la dernière finie ici)
cmd-ludo-dice = dés
cmd-ludo-dice-desc = Combien de fois chaque joueur a obtenu chaque face, avec un test d'équité du khi-deux.
cmd-ludo-dice-game = partie
cmd-ludo-dice-game-desc = Un numéro de partie (par défaut : celle d'ici, ou la dernière finie)
cmd-ludo-help = aide
cmd-ludo-help-desc = Comment jouer avec ce bot.
cmd-ludo-end = terminer
cmd-ludo-end-desc = Terminer la partie de ce salon (l'hôte, ou qui a la permission Gérer les salons).
cmd-ludo-config = config
cmd-ludo-config-desc = Règles par défaut : celles de ce serveur (Gérer le serveur), ou les tiennes hors des serveurs
cmd-ludo-config-show = voir
cmd-ludo-config-show-desc = Les règles par défaut de ce serveur.
cmd-ludo-config-preset = variante
cmd-ludo-config-preset-desc = Choisir la variante par défaut du serveur.
cmd-ludo-config-preset-preset = variante
cmd-ludo-config-preset-preset-desc = La variante que jouent les nouvelles parties de ce serveur
cmd-ludo-config-set = définir
cmd-ludo-config-set-desc = Fixer une règle maison pour les nouvelles parties de ce serveur.
cmd-ludo-config-set-option = option
cmd-ludo-config-set-option-desc = Une option de règle, ou { $settings }
cmd-ludo-config-set-value = valeur
cmd-ludo-config-set-value-desc = Sa valeur, p. ex. yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = réinitialiser
cmd-ludo-config-reset-desc = Revenir au classique allemand sans règles maison.
cmd-ludo-config-language = langue
cmd-ludo-config-language-desc = La langue des plateaux, des tables et des historiques de ce serveur.
cmd-ludo-config-language-language = langue
cmd-ludo-config-language-language-desc = auto : la langue du serveur lui-même (Paramètres du serveur, Communauté)

## Choix dans les menus des commandes (100 caractères au plus)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = la partie entière
choice-highlights = temps forts : pions mangés et arrivées
choice-last-30 = les 30 derniers coups
choice-auto = automatique : la langue du serveur

## Les discussions où le bot ne peut que répondre (groupe privé, message privé entre amis, serveur sans le bot)

external_apps_off = Ce serveur ne laisse pas les applications installées par ses membres répondre en public (« Utiliser les applications externes » est désactivé) : personne d'autre ne verrait la partie. Joue en message privé ou en groupe privé, ou demande aux admins du serveur d'ajouter le bot.
footer_as_of = -# Mis à jour { $at } : ici, le plateau change quand quelqu'un clique sur un bouton.
card_waits = Le plateau d'ici l'affichera au prochain clic sur un bouton, ou avec /ludo plateau.
board_failed = Le plateau n'a pas pu être affiché ici ; réessaie /ludo plateau dans un instant.
stats_everywhere = Partout, au total : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, place moyenne { $mean }, { $captures ->
    [one] { $captures } pion mangé
   *[other] { $captures } pions mangés
}.

## Rythmes, « à toi de jouer » en privé, tes parties

# Le rythme d'une partie : en direct (le minuteur de tour par défaut de la partie, à chaque étape)
# ou les heures dont une personne dispose pour un tour entier.
pace_live = en temps réel
pace_1h = 1 heure par tour
pace_12h = 12 heures par tour
pace_24h = 24 heures par tour
pace_72h = 72 heures par tour
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Rythme : combien de temps chaque tour peut durer
lobby_pace = **Rythme :** { $pace }
# Le rythme du plateau, et quand le temps de la personne qui doit jouer s'écoule ; $at : un
# horodatage Discord que chacun voit dans sa langue et son fuseau horaire (« dans 5 heures »).
card_pace = -# Rythme : { $pace } · échéance { $at }
card_pace_untimed = -# Rythme : { $pace }
pace_set = Le rythme est maintenant : { $pace }.
bad_pace = Il n'y a pas de rythme { $pace } : choisis parmi { $paces }.
action_pace = changer le rythme de cette partie
takes_pace = `live`, `1h`, `12h`, `24h` ou `72h`
takes_dm = `slow`, `always` ou `never`
# Un message privé à la personne qui doit jouer ; $url : un lien vers le plateau.
dm_turn = À toi de jouer dans la partie nº { $game } : { $url }
dm_turn_ends = À toi de jouer dans la partie nº { $game } : { $url } (échéance { $at })
dm_reminder = Rappel : ton temps dans la partie nº { $game } expire { $at } : { $url }
dm_your_move = Choisis ton coup dans la partie nº { $game } : { $url }
dm_played = C'est joué dans la partie nº { $game } : { $url }
dm_turn_over = Ce tour de la partie nº { $game } est terminé : { $url }
dm_set = Messages privés quand c'est ton tour : { $when }.
dm_unreachable = Discord a refusé le dernier « c'est ton tour » que le bot t'a envoyé (tes messages privés lui sont fermés, ou il est bloqué) : il a donc cessé d'essayer pendant un moment. Maintenant que tu as utilisé le bot, le message de ton prochain tour sera de nouveau tenté.
dm_when_slow = dans les parties lentes
dm_when_always = dans toutes les parties
dm_when_never = jamais
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Tes parties
mygames_yours = **À toi de jouer** · partie nº { $game } · { $pace } · { $url }
mygames_other = À { $name } de jouer · partie nº { $game } · { $pace } · { $url }
mygames_lobby = Table ouverte · partie nº { $game } · { $pace } · { $url }
mygames_ends = échéance { $at }
no_games = Tu ne joues dans aucune partie.
cmd-ludo-new-pace = rythme
cmd-ludo-new-pace-desc = Combien de temps chaque tour peut durer (par défaut : celui du serveur)
cmd-ludo-dm = mp
cmd-ludo-dm-desc = Quand le bot te dit en privé que c'est ton tour.
cmd-ludo-dm-when = quand
cmd-ludo-dm-when-desc = Dans les parties lentes (par défaut), dans toutes les parties, ou jamais
cmd-ludo-mygames = mes-parties
cmd-ludo-mygames-desc = Toutes tes parties, d'abord celles où c'est à toi de jouer.
cmd-ludo-gender = genre
cmd-ludo-gender-desc = L'accord des phrases qui parlent de toi, quand la langue le demande (rien d'autre n'est montré).
cmd-ludo-gender-form = forme
cmd-ludo-gender-form-desc = Féminin, masculin, ou non défini (formulation neutre)
gender_set = Accord des phrases qui parlent de toi : { $form }.
gender_form_unset = non défini (formulation neutre)
gender_form_feminine = féminin
gender_form_masculine = masculin
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` ou `masculine`

## Les places qui changent de mains

# Un joueur a quitté une partie en cours ; $computer : l'ordinateur qui prend la place.
left_running = { $name } a quitté la partie : { $computer } prend sa place.
# $seat : le numéro de la place ; $old : qui l'occupait.
took_seat = { $name } reprend la place { $seat } à { $old }.
seat_not_free = La place { $seat } est occupée par { $name } : seule la place d'un ordinateur, ou d'un joueur retiré, peut être reprise.
action_takeover = céder une place
takes_takeover = `host` ou `anyone`
log_handover = { $seat } reprend la place
# Sous le replay : chaque reprise, au tour où elle a eu lieu.
replay_handover = Tour { $turn } : { $new } a repris la place { $seat } à { $old }.
# Une personne demande une place à l'hôte ; l'hôte appuie sur le bouton pour confirmer.
takeover_asked = { $name } demande à reprendre la place { $seat } ({ $old }) dans la partie nº { $game } : l'hôte confirme avec le bouton.
label_confirm_takeover = Céder la place
cmd-ludo-takeover = reprendre
cmd-ludo-takeover-desc = Reprendre la place d'un ordinateur dans la partie en cours de ce salon (l'hôte confirme).
cmd-ludo-takeover-seat = place
cmd-ludo-takeover-seat-desc = Le numéro de la place, tel que la table l'affichait

## Le plateau en activité Discord (web/activity_routes.py, « Ouvrir le plateau » sur la carte)

label_open_board = Ouvrir le plateau
web-activity-cannot-launch = Le plateau ne peut pas s’ouvrir dans Discord ici : /ludo plateau te donne son lien pour ton navigateur.
web-activity-bad-request = Cette requête ne vient pas de la page du plateau.
web-activity-code-refused = Discord n’a pas accepté la connexion. Ferme le plateau et ouvre-le de nouveau.
web-activity-token-refused = Ta connexion à Discord a expiré. Ferme le plateau et ouvre-le de nouveau.
web-activity-instance-unknown = Discord ne connaît pas cette activité. Ferme le plateau et ouvre-le de nouveau.
web-activity-other-channel = Cette activité se déroule dans un autre salon que celui qu’elle indique.
web-activity-not-in-instance = Tu ne participes pas à cette activité : rejoins-la d’abord depuis le salon.
web-activity-no-game = Il n’y a pas encore de partie dans ce salon : ouvres-en une, puis ouvre de nouveau le plateau.
web-activity-unreachable = Discord n’a pas répondu. Réessaie dans un instant.
web-activity-busy = Trop de requêtes depuis ici : attends un instant, puis ouvre de nouveau le plateau.
web-activity-off = Avec ce bot, le plateau ne peut pas s’ouvrir dans Discord.
web-activity-not-authorised = Le plateau doit savoir qui tu es : autorise-le quand Discord le demande, ou joue sur la carte.
web-activity-failed = Le plateau n’a pas pu démarrer ici : /ludo plateau te donne son lien pour ton navigateur.
## Tournois (/ludo tournament) : système suisse et élimination directe sur de nombreuses tables

tournament_title = 🏆 Tournoi n° { $id }
tournament_format_swiss = Système suisse : { $rounds ->
    [one] une ronde
   *[other] { $rounds } rondes
}, tout le monde joue chaque ronde
tournament_format_knockout = Élimination directe : { $n ->
    [one] le vainqueur de chaque table passe au tour suivant
   *[other] les { $n } premiers de chaque table passent au tour suivant
}
tournament_tables_of = Tables de { $seats } · { $preset_name } · { $pace }
tournament_computers_yes = Des ordinateurs ({ $level }) prennent les places libres
tournament_computers_no = Les places libres restent vides
tournament_starts = Début <t:{ $when }:R>
tournament_signed_up = Inscrits : { $count }/{ $most }
tournament_more = et { $n } de plus
tournament_nobody = Personne pour l’instant.
tournament_status = { $status ->
    [signup] **Inscriptions ouvertes**
    [running] **En cours**
    [paused] **En pause**
    [done] **Terminé**
   *[ended] **Arrêté**
}
tournament_round = Ronde { $round }
tournament_table_line = Table { $table } : { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = un ordinateur
tournament_action = { $what ->
    [create] Créé par { $name }
    [start] Lancé par { $name }
    [resume] Repris par { $name }
    [pause] Mis en pause par { $name }
    [drop] { $name } a retiré un joueur du tournoi
    [left_running] { $name } a abandonné : un ordinateur joue à sa place
    [replace] { $name } a remplacé un joueur
    [end] Arrêté par { $name }
    [round] Une nouvelle ronde a commencé
    [done] La dernière table a fini
    [no_place] Impossible de créer un fil pour une table : en pause
    [reveal] La ronde est finie : la graine des dés est révélée
   *[too_few] Trop peu d’inscrits à l’heure du début
}
tournament_standings = Classement du tournoi n° { $id } après la ronde { $round }
tournament_standing = { $rank }. { $name } — { $points } pts (adversaires { $tiebreak }, { $played } jouées)
tournament_podium = 🏆 Le tournoi n° { $id } est terminé !
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = Ronde { $round } · Table { $table }
file_standings = classement
tournament_created = Le tournoi n° { $id } est ouvert aux inscriptions.
tournament_joined = Ton inscription au tournoi n° { $id } est enregistrée.
tournament_left = Tu as quitté le tournoi n° { $id }.
tournament_going = Le tournoi n° { $id } est lancé.
tournament_paused = Le tournoi n° { $id } est en pause : aucune ronde ne commence avant qu’il soit relancé.
tournament_dropped = Le joueur a été retiré du tournoi n° { $id } : un ordinateur joue à sa place.
tournament_replaced = Le nouveau joueur prend la place de celui qui était absent.
tournament_ended = Le tournoi n° { $id } a été arrêté.
tournament_bad_format = Il n’y a pas de formule de tournoi « { $value } » : swiss ou knockout.
tournament_bad_size = Une table accueille de 2 à 6 joueurs, pas { $value }.
tournament_bad_rounds = Un système suisse compte de 1 à { $most } rondes, pas { $value }.
tournament_bad_advance = De chaque table passent 1 ou 2 joueurs, moins qu’elle n’a de places (pas { $value }).
tournament_bad_maximum = Le maximum va de 2 à { $most } joueurs, pas { $value }.
tournament_bad_level = Il n’y a pas de niveau d’ordinateur « { $value } ».
tournament_bad_preset = Il n’y a pas de variante « { $value } ».
tournament_past_start = Le début doit être dans le futur.
tournament_none = Ce tournoi n’existe pas.
tournament_none_here = Il n’y a pas de tournoi dans ce salon.
tournament_organisers_only = Seul l’organisateur, quelqu’un avec la permission Gérer le serveur, ou un membre du rôle des organisateurs de tournois peut faire cela.
tournament_servers_only = Les tournois se jouent sur un serveur qui a le bot, dans un salon où il peut écrire.
tournament_needs_threads = Le bot a besoin de la permission Créer des fils publics dans ce salon : chaque table joue dans un fil.
tournament_no_threads = Le bot n’a pas pu créer de fil pour une table, le tournoi est donc en pause.
tournament_event_refused = Pour créer un événement Discord, le bot a besoin de la permission Gérer les événements.
tournament_event_needs_start = Un événement Discord a besoin d’une heure de début : indique aussi les minutes d’inscription.
tournament_exists = Ce salon a déjà un tournoi.
tournament_signup_closed = Les inscriptions à ce tournoi sont closes.
tournament_already_in = Ton inscription est déjà enregistrée.
tournament_full = Le tournoi est complet ({ $most } joueurs).
tournament_not_in = Tu ne figures pas parmi les inscrits de ce tournoi.
tournament_started = Le tournoi a déjà commencé.
tournament_too_few = Un tournoi demande au moins 2 joueurs ({ $count } inscrits).
tournament_not_running = Le tournoi n’est pas en cours.
tournament_not_entrant = Cette personne ne joue pas dans ce tournoi.
tournament_replace_between = On ne peut remplacer un joueur qu’avant le début, ou quand le tournoi est en pause entre deux rondes.
tournament_over = Le tournoi est déjà terminé.
choice-swiss = système suisse
choice-knockout = élimination directe
cmd-ludo-tournament = tournoi
cmd-ludo-tournament-desc = Tournois en système suisse ou à élimination directe, sur de nombreuses tables
cmd-ludo-tournament-new = nouveau
cmd-ludo-tournament-new-desc = Ouvrir un tournoi dans ce salon, pour les inscriptions (Gérer le serveur).
cmd-ludo-tournament-new-format = formule
cmd-ludo-tournament-new-format-desc = Système suisse (tout le monde joue chaque ronde) ou élimination directe
cmd-ludo-tournament-new-rounds = rondes
cmd-ludo-tournament-new-rounds-desc = Système suisse : combien de rondes, de 1 à 12 (par défaut : 3)
cmd-ludo-tournament-new-advance = qualifiés
cmd-ludo-tournament-new-advance-desc = Élimination : combien passent de chaque table, 1 ou 2 (par défaut : 1)
cmd-ludo-tournament-new-size = taille
cmd-ludo-tournament-new-size-desc = Places à chaque table, de 2 à 6 (par défaut : 4)
cmd-ludo-tournament-new-preset = variante
cmd-ludo-tournament-new-preset-desc = La variante jouée (par défaut : celle du serveur)
cmd-ludo-tournament-new-rules = règles
cmd-ludo-tournament-new-rules-desc = Règles maison pour toutes les tables, p. ex. capture=no six_again=yes
cmd-ludo-tournament-new-pace = rythme
cmd-ludo-tournament-new-pace-desc = Combien de temps peut durer un tour (par défaut : celui du serveur)
cmd-ludo-tournament-new-computers = ordinateurs
cmd-ludo-tournament-new-computers-desc = Des ordinateurs prennent les places libres des tables (par défaut : oui)
cmd-ludo-tournament-new-level = niveau
cmd-ludo-tournament-new-level-desc = Niveau des ordinateurs, y compris celui qui remplace un joueur retiré (par défaut : facile)
cmd-ludo-tournament-new-signup = inscriptions
cmd-ludo-tournament-new-signup-desc = Minutes d’inscription avant le début automatique (par défaut : l’organisateur lance)
cmd-ludo-tournament-new-maximum = maximum
cmd-ludo-tournament-new-maximum-desc = Combien peuvent s’inscrire, de 2 à 512 (par défaut : 64)
cmd-ludo-tournament-new-event = événement
cmd-ludo-tournament-new-event-desc = Créer aussi un événement Discord pour le début (Gérer les événements)
cmd-ludo-tournament-join = inscription
cmd-ludo-tournament-join-desc = S’inscrire au tournoi de ce salon.
cmd-ludo-tournament-leave = quitter
cmd-ludo-tournament-leave-desc = Quitter le tournoi de ce salon (une fois lancé, un ordinateur joue à ta place).
cmd-ludo-tournament-start = lancer
cmd-ludo-tournament-start-desc = Clore les inscriptions et jouer la première ronde, ou reprendre après une pause (organisateur).
cmd-ludo-tournament-pause = pause
cmd-ludo-tournament-pause-desc = Aucune nouvelle ronde ne commence avant que le tournoi soit relancé (organisateur).
cmd-ludo-tournament-drop = retirer
cmd-ludo-tournament-drop-desc = Retirer un joueur du tournoi (organisateur).
cmd-ludo-tournament-drop-member = membre
cmd-ludo-tournament-drop-member-desc = Qui est retiré : un ordinateur joue à sa place désormais
cmd-ludo-tournament-replace = remplacer
cmd-ludo-tournament-replace-desc = Avant une ronde, quelqu’un prend la place d’un absent (organisateur).
cmd-ludo-tournament-replace-member = membre
cmd-ludo-tournament-replace-member-desc = Le joueur absent
cmd-ludo-tournament-replace-by = par
cmd-ludo-tournament-replace-by-desc = Qui prend sa place, avec ses points
cmd-ludo-tournament-end = terminer
cmd-ludo-tournament-end-desc = Arrêter le tournoi maintenant ; les tables en cours finissent sans résultat (organisateur).
cmd-ludo-tournament-standings = classement
cmd-ludo-tournament-standings-desc = Le classement du tournoi de ce salon.
cmd-ludo-tournament-pairings = appariements
cmd-ludo-tournament-pairings-desc = Les tables de cette ronde, avec les joueurs et leurs points.
pairing_tables = { $count } joueurs à { $tables } tables de { $smallest } à { $largest } places (choisi : { $size })
pairing_bye = { $names } est au repos cette ronde (exemption) : { $rank ->
    [1] 1re
   *[other] { $rank }e
    } place avec { $points ->
    [one] { $points } point
   *[other] { $points } points
    }, { $before ->
    [0] aucune exemption jusqu’ici
    [one] déjà une exemption
   *[other] déjà { $before } exemptions
    }
pairing_bye_seed = { $names } passe sans jouer : tête de série n° { $seed }
pairing_points = Table { $table } : le groupe de { $high } à { $low } points
pairing_moved = Table { $table } : { $names } vient de la table { $from_table }, pour que moins de joueurs se retrouvent
pairing_repeat = Table { $table } : { $names } se retrouvent (déjà { $times } fois) ; aucun placement ne l’évite
pairing_seed = Table { $table } : { $names }, tête de série n° { $seed }
pairing_seat = Table { $table } : { $names } joue en { $seat ->
    [1] 1re
   *[other] { $seat }e
    } position (a déjà joué en dernier { $last } fois)
cmd-ludo-tournament-role = rôle
cmd-ludo-tournament-role-desc = Choisir le rôle dont les membres organisent les tournois ici (Gérer le serveur).
cmd-ludo-tournament-role-role = rôle
cmd-ludo-tournament-role-role-desc = Ses membres organisent les tournois ici (aucun : Gérer le serveur seulement)
tournament_role_set = Les membres de { $role } peuvent désormais organiser des tournois ici.
tournament_role_cleared = Désormais, seuls ceux qui ont Gérer le serveur organisent des tournois ici.
takes_role = un rôle de ce serveur
cmd-ludo-tournament-new-duplicate = dés-identiques
cmd-ludo-tournament-new-duplicate-desc = Dés identiques : toutes les tables d’une ronde tirent les mêmes dés (par défaut : non)
tournament_duplicate = Dés identiques : toutes les tables d’une ronde tirent les mêmes dés, d’une graine révélée à la fin de la ronde
tournament_seed = Graine des dés de la ronde { $round } : `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = Ce lien n'est pas valide : demandes-en un nouveau avec /ludo plateau.
web_token_expired = Ce lien a expiré : demandes-en un nouveau avec /ludo plateau.
web_token_other_game = Ce lien est celui d'une autre partie : celui de cette partie s'obtient avec /ludo plateau.
web_busy = Le plateau en direct est surchargé pour le moment : réessaie dans un instant.
web_too_many_here = Trop de plateaux en direct sont ouverts depuis ton adresse : fermes-en quelques-uns et réessaie.
web_game_full = Trop de monde regarde cette partie : réessaie dans un instant.
web_too_big = Ce message est trop long ({ $most } octets au plus).
web_flood = Trop de clics à la fois : attends un instant.
web_malformed = La page a envoyé quelque chose que le bot ne comprend pas : recharge la page.
web_spectator = Tu regardes : seuls les joueurs peuvent cliquer, avec le lien que le bot leur donne en privé (/ludo plateau).
web_no_game = Cette partie n'existe pas.
web_private = Cette partie se joue dans une discussion privée : ouvre-la avec le lien que le bot t'a donné (/ludo plateau dans cette discussion).
label_watch = Regarder en direct
board_live = Ton lien personnel vers le plateau en direct (il permet de jouer à ta place, alors garde-le pour toi ; il expire { $at }) : { $url }
dm_live = Jouer sur le plateau en direct : { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = barème
cmd-ludo-tournament-new-points-desc = Points par place, de la 1re à la dernière, ex. 6,4,2,0 (une table plus petite ignore les derniers)
cmd-ludo-tournament-new-bye = exempt
cmd-ludo-tournament-new-bye-desc = Points d’une exemption en système suisse, de 0 à 100 (par défaut : 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Points par place : { $points } · exemption : { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = À une table de { $seats } : { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } n’est pas un nombre de points : donne des nombres entiers, de la première place à la dernière, ex. 6,4,2,0.
points_negative = Les points ne peuvent pas être négatifs : { $value }.
points_too_large = Une place rapporte au plus { $most } points, pas { $value }.
# $count: how many values were given; $seats: the table's size.
points_count = Donne des points pour chacune des { $seats } places d’une table, de la première à la dernière (tu en as donné { $count }).
# $points: the values as given, best first.
points_not_descending = Les points doivent baisser de la première place à la dernière, et la première doit rapporter plus que la dernière : { $points }.
tournament_bad_bye = Une exemption rapporte de 0 à { $most } points, pas { $value }.
