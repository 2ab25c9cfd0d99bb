# ludobot: Deutsch (de). Die Wörter der Tradition von „Mensch ärgere Dich nicht“:
# Startbereich (die Figuren warten dort), Startfeld, Ziel (Zielfelder), schlagen,
# Schlagzwang, pusten, Barriere. Befehlsnamen (cmd-*): klein, ohne Leerzeichen, 1–32
# Zeichen; Beschreibungen höchstens 100 Zeichen.

## Ordnungszahlen und Mehrzahl

ordinal = { $n }.
list_or = { $first } oder { $second }
list_and = { $first } & { $second }
list_more = { $first }, { $second }

## Varianten, Bretter und Farben

preset_madn = Klassiker
preset_mejn = Niederländischer Klassiker
preset_ludo = Ludo
preset_fia = Fia
preset_marbles = Murmelspiel
board_classic4 = dem Kreuzbrett für vier Farben (40 Felder, je 4 Zielfelder)
board_classic6 = dem Brett für sechs Farben (60 Felder, je 4 Zielfelder)
board_cross4 = dem Ludo-Kreuz (52 Felder, eine Zielgerade aus 5 Feldern und ein gemeinsames Ziel)
colour_red = Rot
colour_yellow = Gelb
colour_blue = Blau
colour_green = Grün
colour_orange = Orange
colour_purple = Lila
# Das Zeichen jeder Farbe auf dem Brett und im Banner: ein oder zwei Buchstaben, alle verschieden.
letter_red = R
letter_yellow = Ge
letter_blue = B
letter_green = Gr
letter_orange = O
letter_purple = L
level_easy = leicht
level_normal = normal
level_hard = schwer
level_random = zufällig
# This catalogue's language, in itself (the menu of /ludo config language).
language_name = Deutsch
language_auto = die Sprache des Servers ({ $language })

## Die Regeloptionen (/ludo einstellungen setzen): je eine Zeile

option_board = Länge der Laufbahn und Form der Zielfelder
option_entry_rolls = Würfe, die eine Figur aus dem Startbereich auf das Startfeld bringen
option_forced_entry = muss eine Figur herauskommen, wenn ein Wurf zum Herauskommen fällt
option_clear_start = das Startfeld muss geräumt werden, solange Figuren im Startbereich warten
option_start_pieces = Figuren, die zu Spielbeginn schon auf dem Startfeld stehen
option_three_tries = drei Würfe, um eine Figur herauszuwürfeln, wenn keine ziehen kann
option_three_tries_bonus = ein weiterer Wurf, wenn das Herauswürfeln vor dem dritten Versuch gelingt
option_six_again = nach einer Sechs wird noch einmal gewürfelt
option_six_again_without_move = auch eine Sechs, mit der man nicht ziehen kann, gibt einen weiteren Wurf
option_max_sixes = die dritte Sechs in Folge beendet den Zug (0: aus)
option_own_landing = was geschieht, wenn man auf eine eigene Figur zieht
option_own_start_entry = bei own_landing=capture ein Wurf zum Herauskommen, während eine eigene Figur auf dem Startfeld steht: Eine neue Figur kommt heraus (die eigene geht zurück) oder jene Figur zieht weiter
option_block_passing = wer eine Barriere aus 2 oder mehr eigenen Figuren überspringen darf
option_capture = wer auf eine gegnerische Figur zieht, schlägt sie (sie muss zurück in ihren Startbereich)
option_safe_start = eine Figur auf ihrem eigenen Startfeld kann nicht geschlagen werden
option_capture_at_turn_end = geschlagen wird nur dort, wo die schlagende Figur ihren Zug beendet
option_forced_capture = Schlagzwang: wer schlagen kann, muss schlagen
option_capture_extra_lap = der Schlagzwang gilt auch, wenn die Figur dafür an ihren Zielfeldern vorbei eine weitere Runde läuft
option_exact_home = ins Ziel nur mit der genauen Augenzahl
option_overshoot = ein Wurf über das letzte Zielfeld hinaus: verboten oder zurückgezählt
option_home_jump = in den Zielfeldern dürfen Figuren übersprungen werden
option_home_moves = eine Figur in den Zielfeldern darf darin weiterziehen
option_must_move = wer ziehen kann, muss ziehen
option_turn_order = wer beginnt
option_play_to_end = nach dem ersten Sieger wird weitergespielt
option_teams = Partner sitzen sich gegenüber und gewinnen gemeinsam
option_war = wer übrig bleibt, gewinnt: geschlagene Figuren scheiden aus
option_war_rounds = Runden, nach denen ein Krieg zugunsten der meisten Figuren endet

## /ludo regeln: die Regeln in einfachen Worten

explain_head = { $preset_name } auf { $board }.
explain_entry = Mit einer { $rolls } kommt eine Figur aus dem Startbereich auf ihr Startfeld.
explain_forced_always = Herauskommen ist Pflicht, wann immer es möglich ist.
explain_forced_no_piece = Herauskommen ist nur Pflicht, wenn keine Figur auf der Laufbahn steht.
explain_forced_never = Herauskommen ist freiwillig.
explain_clear_start = Solange Figuren im Startbereich warten, muss das Startfeld zuerst geräumt werden.
explain_start_pieces = Jeder beginnt mit einer Figur schon auf dem Startfeld.
explain_three_tries = Wer keine Figur ziehen kann, hat drei Versuche, eine herauszuwürfeln.
explain_three_tries_bonus = Wer keine Figur ziehen kann, hat drei Versuche, eine herauszuwürfeln (mit einem weiteren Wurf, wenn es früher gelingt).
explain_six_again = Nach einer Sechs wird noch einmal gewürfelt.
explain_six_again_without_move = Nach einer Sechs wird noch einmal gewürfelt, auch wenn man mit ihr nicht ziehen kann.
explain_max_sixes = Die { $count }. Sechs in Folge beendet den Zug sofort.
explain_landing_forbidden = Auf eine eigene Figur darf man nicht ziehen.
explain_landing_capture = Wer auf eine eigene Figur zieht, wirft sie raus: Sie muss zurück in den Startbereich.
explain_landing_stack = Eigene Figuren dürfen auf einem Feld zusammenstehen.
explain_landing_block = Zwei eigene Figuren auf einem Feld bilden eine Barriere.
explain_own_start_enter = Ein Wurf zum Herauskommen bringt eine neue Figur heraus, auch wenn eine eigene auf dem Startfeld steht (sie geht zurück in den Startbereich).
explain_own_start_move_on = Steht eine eigene Figur auf dem Startfeld, zieht man mit einem Wurf zum Herauskommen diese Figur weiter.
explain_block_nobody = Eine Barriere darf niemand überspringen, auch nicht die eigenen Figuren.
explain_block_opponents = Gegner dürfen deine Barriere nicht überspringen, du schon.
explain_capture = Wer auf eine gegnerische Figur zieht, schlägt sie: Sie muss zurück in ihren Startbereich.
explain_no_capture = Figuren werden nie geschlagen.
explain_safe_start = Auf ihrem eigenen Startfeld ist eine Figur sicher.
explain_capture_at_turn_end = Geschlagen wird nur dort, wo die schlagende Figur ihren Zug beendet.
explain_forced_capture_strict = Es herrscht Schlagzwang: Wer schlagen kann, muss schlagen.
explain_forced_capture_huff = Wer eine Möglichkeit zu schlagen übersieht, dem dürfen die anderen eine Figur pusten (zurück in den Startbereich).
explain_capture_extra_lap = Das gilt auch, wenn die Figur dafür an ihren Zielfeldern vorbei eine weitere Runde läuft.
explain_exact_home = { $home ->
    [goal] Ins Ziel
   *[home] In die Zielfelder
} kommt man nur mit der genauen Augenzahl.
explain_exact_home_bounce = { $home ->
    [goal] Ins Ziel
   *[home] In die Zielfelder
} kommt man nur mit der genauen Augenzahl (was zu viel ist, wird zurückgezählt).
explain_deepest_free = Ein zu hoher Wurf endet auf dem hintersten freien { $home ->
    [goal] Feld des Ziels
   *[home] Zielfeld
}.
explain_home_jump = { $home ->
    [goal] Auf dem Weg ins Ziel
   *[home] In den Zielfeldern
} dürfen Figuren übersprungen werden.
explain_no_home_jump = { $home ->
    [goal] Auf dem Weg ins Ziel
   *[home] In den Zielfeldern
} wird nicht übersprungen.
explain_home_stays = Eine Figur { $home ->
    [goal] auf dem Weg ins Ziel
   *[home] in den Zielfeldern
} bleibt, wo sie steht.
explain_may_pass = Man darf aussetzen, statt zu ziehen.
explain_order_highest_roll = Alle würfeln; wer die höchste Zahl hat, beginnt.
explain_order_fixed_colours = Rot beginnt, dann geht es im Uhrzeigersinn weiter.
explain_order_seating = Wer zuerst beigetreten ist, beginnt.
explain_partners = Partner sitzen sich gegenüber und gewinnen gemeinsam.
explain_war = Krieg: Geschlagene Figuren scheiden aus; wer zuletzt übrig bleibt, gewinnt (nach { $rounds } Runden gewinnt, wer die meisten Figuren hat).
explain_play_to_end = Es wird weitergespielt, bis alle Plätze vergeben sind.
explain_first_home_wins = Wer zuerst alle Figuren { $home ->
    [goal] ins Ziel
   *[home] in die Zielfelder
} bringt, gewinnt.

## Der Spielverlauf (unter dem Brett)

who_colour = { $name } ({ $colour })
log_order_roll = { $who } würfelt um den ersten Zug eine { $value }
log_begins = { $who } beginnt
log_rolled = { $who } würfelt eine { $value }
log_retry = { $who } versucht es noch einmal (Versuch { $value } von 3)
log_entered = { $who } bringt Figur { $piece } heraus
log_moved = { $who } zieht Figur { $piece }
log_home = { $who }: Figur { $piece } ist im Ziel
log_captured = { $who } schlägt Figur { $victim_piece } von { $victim }
log_own_capture = { $who } wirft die eigene Figur { $victim_piece } raus
log_blocked = { $who } bildet eine Barriere
log_passed = { $who } kann nicht ziehen
log_bonus = { $who } darf noch einmal würfeln
log_third_six = { $who } würfelt die dritte Sechs: Der Zug ist vorbei
log_huffed = { $seat } pustet Figur { $piece } von { $who }
log_finished = { $who } hat alle Figuren im Ziel
log_placed = { $seat } belegt den { $place } Platz
log_eliminated = { $seat } scheidet aus dem Krieg aus
log_won = { $seat } gewinnt!
log_timed_out = { $seat } hat die Zeit überschritten; der Bot zieht stattdessen
log_away = { $seat } ist abwesend: Ein Computer übernimmt den Platz
log_back = { $seat } ist zurück

## Zug-Knöpfe ($piece ist die Nummer auf der Figur): höchstens 40 Zeichen mit einem Namen
## von 20 Zeichen, damit ein Handy sie ganz zeigt (Discord schneidet bei 80 ab)

move_pass = Aussetzen
move_hits_own = { $piece } schlägt eigene Figur
move_captures = { $piece } schlägt { $victim }
move_captures_lap = { $piece } schlägt { $victim }, +1 Runde
move_enters = { $piece } kommt heraus
move_home = { $piece } → Ziel
move_block = { $piece } bildet Barriere
move_bounces = { $piece } zählt zurück
move_steps = { $piece } zieht { $steps ->
    [one] { $steps } Feld
   *[other] { $steps } Felder
}

## Wörter auf dem Brett-Bild

picture_player = Spieler { $number }
picture_nobody = Niemand
picture_wins = { $count ->
    [one] { $who } gewinnt!
   *[other] { $who } gewinnen!
}
picture_order = { $who } ({ $letter }) würfelt aus
picture_move = { $who } ({ $letter }) zieht
picture_roll = { $who } ({ $letter }) würfelt
picture_place = { $place } { $who }

## Die Seite mit dem Brett in Echtzeit (im Browser, in der Sprache des Zuschauers)

web-title = Ludo, Spiel #{ $game }: das Brett in Echtzeit
web-board = Das Spielbrett
web-roll = Würfeln
web-moves = Deine Züge
web-log = Spielverlauf
web-players = Spieler
web-pace = Tempo: { $pace }
web-time-left = Verbleibende Zeit: { $time }
web-viewers = Zuschauer: { $count }
web-watching = Du schaust diesem Spiel zu.
web-you-play = Deine Farbe: { $colour }
web-your-turn = Du bist dran!
web-connecting = Verbindung wird hergestellt …
web-reconnecting = Verbindung verloren: neuer Versuch …
web-places = Endstand
web-computer = Computer, { $level }
web-away = abwesend: der Computer spielt
web-you-away = Du bist abwesend: Ein Computer zieht für dich, bis du zurück bist.
web-host = Gastgeber
web-die = Der Würfel zeigt { $value }
web-piece-yard = { $colour }, Figur { $piece }, im Startbereich
web-piece-track = { $colour }, Figur { $piece }, auf Feld { $square }
web-piece-home = { $colour }, Figur { $piece }, auf einem Zielfeld
web-piece-goal = { $colour }, Figur { $piece }, im Ziel
web-piece-out = { $colour }, Figur { $piece }, aus dem Spiel
web-piece-move = { $piece }: { $move }
web-ended = Das Spiel wurde ohne Ergebnis beendet.
## Wörter auf dem Tabellenbild (eines Turniers)

standings_heading = Tabelle
standings_after = Nach Runde { $round } von { $rounds }
standings_final = Abschlusstabelle
standings_player = Spieler
standings_points = Punkte
standings_opponents = Gegnerpunkte
standings_wins = Siege
standings_games = Spiele
standings_more = … und { $count } weitere

## Das Spiel und seine Knöpfe (private Antworten, in der Sprache dessen, der drückt)

no_game = Hier gibt es kein Spiel #{ $game }.
no_game_here = In diesem Kanal läuft kein Spiel: Starte eines mit /ludo neu.
damaged = Der gespeicherte Stand dieses Spiels ist beschädigt; ein Admin kann das Spiel mit /ludo beenden schließen.
other_channel = Dieser Knopf gehört zu Spiel #{ $game }, das in einem anderen Kanal gespielt wird.
already_started = Dieses Spiel hat schon begonnen: Das Brett oben ist jetzt das aktuelle.
lobby_closed = Dieser Spieltisch ist geschlossen.
lobby_changed = Der Spieltisch hat sich im selben Moment geändert: Die Nachricht zeigt ihn jetzt; versuche es noch einmal.
already_in = Du spielst schon mit.
full = Dieses Spiel ist voll.
not_in = Du spielst nicht mit.
host_cannot_leave = Der Gastgeber kann den Spieltisch nicht verlassen; brich das Spiel stattdessen ab.
host_only = Nur der Gastgeber kann { $action }.
action_computer = Computerspieler hinzufügen
action_kick = Spieler entfernen
action_rules = die Regeln dieses Spiels ändern
action_start = das Spiel starten
action_cancel = das Spiel abbrechen
no_seat = Diesen Platz gibt es nicht.
too_few = Ein Spiel braucht mindestens 2 Spieler: Lade jemanden zum Mitspielen ein oder füge einen Computer hinzu.
unknown_button = Diesen Knopf kenne ich nicht.
join_first = Tritt zuerst dem Spiel bei, dann wähle deine Farbe.
bad_colour = Wähle eine von { $colours }, nicht { $colour }.
colour_taken = { $name } spielt schon { $colour }.
rules_players = Diese Regeln gehen nicht mit { $players } Spielern: { $option }: { $why }.
not_started = Dieses Spiel hat noch nicht begonnen.
closed = Dieses Spiel ist vorbei: Die Nachricht zeigt, wie es endete.
over = Dieses Spiel ist vorbei.
out_of_date = Dieses Brett war veraltet: Es zeigt jetzt das Spiel, wie es steht.
dice_hash = -# Nachweislich faire Würfel: Der SHA-256 des Seeds ist `{ $hash }`; der Seed wird gezeigt, wenn das Spiel endet.
dice_seed = -# Würfel-Seed `{ $seed }`: Prüfe jeden Wurf mit /ludo prüfen oder `ludobot verify`.
export_caption = Spiel #{ $game } als JSON: Mit dieser Datei prüft `ludobot verify` seine Würfel.
no_seed = Spiel #{ $game } wurde nicht mit nachweislich fairen Würfeln gespielt (es begann, bevor es sie gab).
verify_holds = Spiel #{ $game }: { $rolls ->
    [one] sein einziger Wurf stammt
   *[other] alle { $rolls } Würfe stammen
} aus seinem offengelegten Seed. ✅
    -# Der SHA-256 des offengelegten Seeds ist `{ $hash }`: Er muss der Hash sein, den das erste Brett des Spiels zeigte.
verify_seed_not_revealed = Spiel #{ $game } läuft noch: Sein Seed wird gezeigt, wenn es endet.
verify_bad_seed = Spiel #{ $game }: Der gespeicherte Seed ist beschädigt.
verify_seed_hash_differs = Spiel #{ $game }: Der Seed passt nicht zum gezeigten Hash. ❌
verify_roll_differs = Spiel #{ $game }: Wurf { $roll } passt nicht zum Seed. ❌
    -# Der SHA-256 des offengelegten Seeds ist `{ $hash }`: Er muss der Hash sein, den das erste Brett des Spiels zeigte.
verify_illegal_action = Spiel #{ $game }: Aktion { $action } lässt sich nicht nachspielen. ❌
    -# Der SHA-256 des offengelegten Seeds ist `{ $hash }`: Er muss der Hash sein, den das erste Brett des Spiels zeigte.
dice_title = **Würfel von Spiel #{ $game }** (Augen 1 bis 6):
dice_line = { $name }: { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfe
}: { $faces } · Sechsen { $sixes } · Fairness p = { $p }
dice_game_p = Das ganze Spiel: Fairness p = { $p } (unter 0,001 wäre verdächtig).
dice_no_rolls = In Spiel #{ $game } hat noch niemand gewürfelt.
dice_server = Die letzten 1.000 Spiele dieses Servers: { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfe
}, Fairness p = { $p }.
dice_server_none = In den Spielen dieses Servers wurde noch nicht gewürfelt.
dice_server_label = Dieser Server
stopping = Der Bot startet neu: Drücke gleich noch einmal.
already_done = Schon erledigt: Das Brett zeigt das Spiel, wie es steht.
move_gone = Dieser Zug ist nicht mehr möglich: Das Brett zeigt die Züge, die es jetzt gibt.
cannot_huff = Du kannst jetzt nicht pusten.
huff_others = { $name } hat das Schlagen ausgelassen: Pusten dürfen nur die anderen.
not_your_turn = { $name } ist am Zug.
not_a_player = Du spielst nicht mit; { $name } ist am Zug.
move_first = Wähle zuerst einen Zug.
illegal = Das ist jetzt nicht erlaubt.
board_below = Erledigt; das aktuelle Brett ist weiter unten: { $url }
behind_below = Dieses Brett ist veraltet; das aktuelle ist hier: { $url }

## Ende, Revanche, Wiederholung

already_over = Dieses Spiel ist schon vorbei.
end_not_allowed = Nur der Gastgeber oder wer Kanäle verwalten darf, kann dieses Spiel beenden.
changed_meanwhile = Das Spiel hat sich im selben Moment geändert; versuche es noch einmal.
damaged_ended = Das beschädigte Spiel wurde beendet.
confirm_end = Spiel #{ $game } für alle beenden? Das lässt sich nicht rückgängig machen.
end_done = Spiel #{ $game } wurde beendet.
end_used = Spiel #{ $game }: Diese Bestätigung wurde schon benutzt.
rematch_players_only = Nur die Spieler dieses Spiels können eine Revanche verlangen.
rematch_exists = In diesem Kanal gibt es schon ein neues Spiel.
rematch_open = Der Spieltisch für die Revanche ist unten offen: Drücke Starten, wenn alle bereit sind.
never_started = Spiel #{ $game } hat nie begonnen, es gibt also nichts zu wiederholen.
still_running = Spiel #{ $game } läuft noch: Die Wiederholung kommt, wenn es vorbei ist.
no_finished = Hier ist noch kein Spiel zu Ende.
replay_failed = Die Wiederholung konnte nicht erstellt werden, tut mir leid.
replay_too_big = Die Wiederholung dieses Spiels ist zu lang, um sie hier hochzuladen, tut mir leid.
replay_upload_failed = Die Wiederholung konnte nicht hochgeladen werden, tut mir leid.
replay_caption = Wiederholung von Spiel #{ $game }
replay_caption_highlights = Höhepunkte von Spiel #{ $game }: Rauswürfe und Zieleinläufe
replay_caption_last = Die letzten Züge von Spiel #{ $game }

## Antworten der Befehle

channel_busy = In diesem Kanal läuft schon ein Spiel: { $url }
game_open = Dein Spiel #{ $game } ist offen: Drücke Starten, wenn alle dabei sind.
here_is_board = Hier ist das Brett: { $url }
no_game_in_channel = In diesem Kanal läuft kein Spiel.
need_manage = Um die Serverregeln zu ändern, brauchst du die Berechtigung „Server verwalten“.
takes_yes_no = `yes` oder `no`
takes_timer = 30 bis 86400 Sekunden oder `off`
takes_language = `auto` oder eine von { $languages }
takes_away = `computer`, `remove` oder `off`
setting_seconds = { $seconds } s
setting_off = aus
setting_yes = ja
setting_no = nein
setting_away_computer = ein Computer übernimmt den Platz, bis der Spieler zurück ist
setting_away_remove = der Spieler fliegt raus, ein Computer spielt weiter
setting_name_turn_timer = Bedenkzeit pro Zug
setting_name_language = Sprache der Spielbretter
setting_name_auto_move = Ist nur ein Zug möglich, wird er sofort gezogen
setting_name_ping = Wer am Zug ist, wird erwähnt
setting_name_ping_after = Wer nicht drückt, wird erwähnt nach
setting_name_away = Nach 3 abgelaufenen Zügen in Folge
setting_name_pace = Tempo neuer Spiele
setting_name_takeover = Einen Platz übernehmen
setting_takeover_host = der Gastgeber bestätigt
setting_takeover_anyone = jeder im Chat, ohne Nachfrage
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = Dafür braucht es diese Berechtigungen: { $permissions }.
guild_only = Ludo wird im Kanal eines Servers gespielt, nicht in Direktnachrichten.
rules_unreadable = Die Regeln lassen sich nicht lesen: { $why }
stats = **{ $name }**: { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, im Schnitt Platz { $mean }, { $captures ->
    [one] { $captures } geschlagene Figur
   *[other] { $captures } geschlagene Figuren
}.
stats_rating = Wertung { $rating } (μ { $mu }, σ { $sigma }); { $trend } { $games ->
    [one] im letzten gewerteten Spiel
   *[other] in den letzten { $games } gewerteten Spielen
}.
stats_rating_first = Wertung { $rating } (μ { $mu }, σ { $sigma }) nach dem ersten gewerteten Spiel.
dice_description = Wie oft jeder Spieler jede Augenzahl gewürfelt hat, und die Würfel des Servers
stats_colour = Lieblingsfarbe: { $colour }.
rated_line = { $rank }. { $who }: Wertung { $rating } in { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
}
rated_computer = Computer ({ $level })
leaderboard_empty = Auf diesem Server hat noch niemand ein Spiel beendet.
leaderboard_title = Rangliste
help_new = **/ludo neu** eröffnet ein Spiel; die anderen drücken **Beitreten** (oder der Gastgeber **Computer hinzufügen**) und können im Menü eine Farbe wählen; der Gastgeber drückt **Starten**.
help_turn = Wenn du dran bist, drücke **Würfeln**, dann den Knopf der Figur, die ziehen soll: Die Zahlen auf den Knöpfen sind die Zahlen auf den Figuren.
help_commands = **/ludo brett** zeigt das Brett noch einmal · **/ludo regeln** erklärt die Regeln · **/ludo beenden** beendet ein Spiel.
help_record = **/ludo statistik**, **/ludo rangliste**, **/ludo wiederholung** zum Nachschauen.
help_admins = Admins: **/ludo einstellungen** legt die Variante, die Hausregeln und die Sprache des Servers fest.
help_presets = Varianten: { $presets }.
config_show = Variante: **{ $preset_name }** (`{ $preset }`)
    Hausregeln: { $overrides }
    { $settings }
no_house_rules = keine
title_defaults = **Voreinstellungen des Servers**
title_preset_set = **Variante festgelegt**
title_option_set = **{ $option } festgelegt**
title_reset = **Einstellungen zurückgesetzt**
title_language_set = **Sprache festgelegt**
leaderboard_line = { $rank }. <@{ $user }>: { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} in { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spielen
}
bad_input = Der Wert für { $option } ist nicht brauchbar: { $why }
sorry = Bei mir ist etwas schiefgegangen; das Spiel ist gespeichert, wie es war. Versuche es gleich noch einmal oder zeige das Brett mit /ludo brett neu an.
sorry_command = Bei mir ist etwas schiefgegangen; nichts wurde geändert. Versuche es gleich noch einmal.
store_error = Das Spiel konnte gerade nicht gespeichert werden; nichts hat sich geändert. Versuche es noch einmal.
no_owner = Der Teil des Bots, der dieses Spiel führt, läuft gerade nicht; nichts hat sich geändert. Versuche es gleich noch einmal.
owner_silent = Der Teil des Bots, der dieses Spiel führt, hat nicht rechtzeitig geantwortet. Dein Zug kann trotzdem noch zählen: Schau aufs Brett, bevor du noch einmal drückst.
owner_unreachable = Deine Eingabe hat den Teil des Bots, der dieses Spiel führt, nicht erreicht; nichts hat sich geändert. Versuche es gleich noch einmal.
bot_needs_permissions = Ich brauche in diesem Kanal diese Berechtigungen: { $permissions }.
permission_view_channel = Kanäle ansehen
permission_send_messages = Nachrichten senden
permission_send_messages_in_threads = Nachrichten in Threads senden
permission_embed_links = Links einbetten
permission_attach_files = Dateien anhängen
permission_read_message_history = Nachrichtenverlauf anzeigen
permission_add_reactions = Reaktionen hinzufügen
permission_use_application_commands = Anwendungsbefehle verwenden
permission_manage_messages = Nachrichten verwalten
permission_manage_channels = Kanäle verwalten
permission_manage_guild = Server verwalten
commands_changed = Die Befehle des Bots haben sich gerade geändert: Warte eine Minute, bis Discord die neuen zeigt, und versuche es dann noch einmal.
command_refused = Dieser Befehl kann hier nicht verwendet werden.

## Regeln und Einstellungen (Optionsnamen und Werte bleiben, wie man sie tippt: capture=no)

unknown_preset = Unbekannte Variante { $preset }; wähle eine von { $presets }.
bad_setting = { $setting } erwartet { $takes }, nicht { $value }.
bad_rules = Diese Regeln gehen nicht: { $option }: { $why }.
rules_clash_preset = { $option } { $value } passt nicht zur Variante { $preset_name }, die { $other } { $other_value } festlegt; um es trotzdem zu spielen, füge { $fix } hinzu.
unknown_option = { $option } ist keine Regeloption; die Optionen sind { $options }.
rule_format = Schreibe jede Regel als NAME=WERT, nicht { $token }.
repeated_option = { $option } steht zweimal da: Behalte die, die du meinst.
rule_token = { $token } ist weder eine Variante ({ $presets }) noch NAME=WERT.
repeated_preset = Zwei Varianten stehen da, { $first } und { $second }: Behalte die, die du meinst.
repeated_value = { $option } nennt { $value } zweimal: Schreibe jeden Wert einmal.
setting_not_rule = { $option } ist eine Servereinstellung, keine Regel: Ein Admin setzt sie mit `/ludo einstellungen setzen`.
nothing_typed = (nichts)

## Zeilen für alle (Fußzeilen des Spieltischs und Hinweise)

opened = { $name } hat ein Spiel eröffnet.
joined = { $name } ist beigetreten.
left = { $name } hat den Spieltisch verlassen.
computer_joined = { $name } (Computer, { $level }) ist beigetreten.
bad_level = Es gibt keine Computerstufe { $level }: Wähle eine von { $levels }.
too_many_computers = { $computers } Computerspieler passen nicht: Neben dir ist an diesem Tisch Platz für { $most }.
removed = { $name } wurde entfernt.
rules_set = Regeln: { $preset_name } · Hausregeln: { $overrides }.
started = Das Spiel beginnt!
cancelled = Das Spiel wurde abgebrochen.
any_colour = { $name } spielt eine beliebige Farbe.
colour_chosen = { $name } spielt { $colour }.
timed_out = { $name } hat die Zeit überschritten.
away = { $name } hat dreimal hintereinander die Zeit überschritten: Ein Computer (normal) übernimmt den Platz, bis { $name } „Ich bin zurück“ drückt oder /ludo beitreten eingibt.
away_removed = { $name } hat dreimal hintereinander die Zeit überschritten und wurde entfernt: Ein Computer übernimmt den Platz bis zum Ende.
back = { $name } ist zurück und macht die eigenen Züge wieder selbst.
not_away = Du bist nicht als abwesend gemeldet: Niemand zieht für dich.
removed_for_good = Du wurdest aus diesem Spiel entfernt, weil deine Zeit zu oft abgelaufen ist: Ein Computer übernimmt deinen Platz bis zum Ende.
away_press_back = Ein Computer zieht für dich, solange du abwesend bist: Drücke zuerst „Ich bin zurück“ (oder /ludo beitreten).
not_in_game = Du hast in diesem Spiel keinen Platz.
ended = Das Spiel wurde von { $name } beendet.
rematch = { $name } verlangt eine Revanche: Drückt Starten, wenn ihr bereit seid.
moved_down = Dieses Brett ist nach unten gewandert: { $url }

## Die Karten (Spieltisch und Brett)

lobby_title = ## Ludo: ein neues Spiel
lobby_rules = **Regeln:** { $summary }
lobby_how = Drücke **Beitreten**, um Platz zu nehmen; der Gastgeber drückt **Starten** (ab 2 Spielern).
seats = **Plätze { $taken }/{ $most }**
nobody_yet = noch niemand
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · Computer, { $level }
seat_host = · Gastgeber
choose_level = Computerspieler hinzufügen: Wähle seine Stufe
level_easy_about = Ein Anfänger: zieht oft irgendeine Figur.
level_normal_about = Ein solider Spieler: schlägt, bringt Figuren ins Spiel, zieht die vorderste.
level_hard_about = Wägt bei jedem Zug das Risiko ab. Der stärkste.
footer_game = -# Spiel #{ $game }
footer_round = -# Spiel #{ $game } · Runde { $round }
turn_head = ## { $name } ist am Zug ({ $colour })
ask_thinking = { $who } denkt nach…
ask_away = { $who } ist weg: Ein Computer zieht stellvertretend…
ask_order = { $who }, würfle um den ersten Zug.
ask_move = { $who }, wähle einen Zug.
ask_roll = { $who }, du würfelst.
wins_one = ## 🏆 { $who } gewinnt!
wins_many = ## 🏆 { $who } gewinnen!
place_line = { $place } Platz: { $who }
huff_label = Pusten: Figur { $piece } von { $name }
label_join = Beitreten
label_leave = Verlassen
label_start = Starten
label_cancel = Abbrechen
label_computer = Computer hinzufügen
label_rules = Regeln…
label_roll = 🎲 Würfeln
label_rematch = Revanche
label_replay = Wiederholung (GIF)
label_end = Ja, Spiel beenden
label_any_colour = Beliebige Farbe
label_back = Ich bin zurück
choose_colour = Wähle deine Farbe
board_description = Das Spielbrett
# Die Dateinamen der Bilder, ohne ".png": nur ASCII-Buchstaben, Ziffern und Bindestriche.
file_board = spielbrett
file_dice = wuerfel
last_roll = Letzter Wurf: **{ $roll }**
nobody_rolled = Noch hat niemand gewürfelt.
your_turn = { $mention }, du bist in Spiel #{ $game } dran.

## Das Regelformular (der Knopf Regeln… des Gastgebers)

form_title = Die Regeln dieses Spiels
form_preset = Variante
form_rules = Hausregeln
form_rules_hint = Paare NAME=WERT; /ludo regeln erklärt, was sie bedeuten

## Warum die Regeln nicht gehen (in bad_rules); Optionsnamen bleiben, wie man sie tippt

rule_invalid = nicht möglich
rule_not_yes_no = muss `yes` oder `no` sein, nicht { $value }
rule_not_a_choice = möglich sind nur { $choices }, nicht { $value }
rule_not_in_range = { $value } liegt nicht zwischen { $low } und { $high }
rule_unknown_preset = es gibt keine Variante { $preset }; wähle eine von { $presets }
rule_unknown_option = diese Option gibt es nicht; die Optionen sind { $options }
rule_war_play_to_end = `war` geht nicht zusammen mit `play_to_end` (im Krieg kommt niemand ins Ziel)
rule_extra_lap_forced = `capture_extra_lap` braucht `forced_capture=strict` oder `forced_capture=huff`
rule_bonus_three_tries = `three_tries_bonus` braucht `three_tries`
rule_home_walled = `home_moves=no` mit `home_jump=no` würde bei Zielfeldern die hinteren Felder für immer versperren
rule_players_range = { $players }: Das Spiel ist für 2 bis 6 Spieler
rule_board_too_small = { $board } hat { $colours } Farben, zu wenige für { $used }; nimm `classic6`
rule_board_too_small_any = { $board } hat { $colours } Farben, zu wenige für { $used }
rule_partners_odd = Partner brauchen eine gerade Zahl von Plätzen, nicht { $used }
rule_partners_four = Partner brauchen zwei Mannschaften: mindestens vier Farben im Spiel
rule_partners_one_colour = Partner brauchen eine Farbe je Spieler, nicht zwei
rule_partners_opposite = Partner sitzen sich gegenüber: Jede Farbe braucht ihr Gegenüber im Spiel
rule_two_colours_each = { $players } Spieler können auf diesem Brett nicht je zwei Farben spielen
rule_players_or_seating = gib die Zahl der Spieler oder eine Sitzordnung an
rule_players_seats = { $players } Spieler für { $seats } Plätze
rule_seat_colours = jeder Platz braucht eigene Farben von { $board }
rule_seat_needs_colour = jeder Platz braucht eine Farbe
rule_colour_not_in_play = die Farbe { $colour } ist nicht im Spiel
rule_colour_pieces = die Farbe { $colour } braucht vier Figuren

## `ludobot verify` (die Kommandozeile)

cli_verify_holds = stimmt: alle { $rolls } Würfe stammen aus dem offengelegten Seed, und jede Aktion ist erlaubt
cli_verify_seed_not_revealed = noch nicht prüfbar: Der Seed wird offengelegt, wenn das Spiel endet
cli_verify_bad_seed = der offengelegte Seed ist nicht 32 Bytes in Hex
cli_verify_seed_hash_differs = der offengelegte Seed passt nicht zum Hash, der zu Beginn gezeigt wurde
cli_verify_roll_differs = Wurf { $roll } (Aktion { $action }) passt nicht zum Seed
cli_verify_illegal_action = Aktion { $action } ist im nachgespielten Spiel nicht erlaubt
cli_export_unreadable = die Datei lässt sich nicht als Text lesen
cli_export_not_json = kein JSON (Zeile { $line }, Spalte { $column })
cli_export_not_export = kein Spielexport von ludobot (Format { $format })
cli_export_malformed = das Feld { $field } fehlt oder ist fehlerhaft
cli_export_rules = die Regeln oder Plätze sind ungültig: { $why }
cli_export_action = Aktion { $action } lässt sich nicht spielen
cli_verify_hash = SHA-256 des offengelegten Seeds: { $hash } (er muss der Hash sein, den das erste Brett des Spiels zeigte)

## Slash-Befehle (Namen: 1–32 Zeichen, klein, ohne Leerzeichen; Beschreibungen ≤ 100)

cmd-ludo = ludo
cmd-ludo-desc = Würfel-Laufspiele der Ludo-Familie spielen
cmd-ludo-new = neu
cmd-ludo-new-desc = Ein neues Spiel in diesem Kanal eröffnen: Die anderen treten mit dem Knopf bei.
cmd-ludo-new-preset = variante
cmd-ludo-new-preset-desc = Die Variante, die gespielt wird (Standard: die des Servers)
cmd-ludo-new-rules = hausregeln
cmd-ludo-new-rules-desc = Hausregeln für dieses Spiel, z. B. capture=no six_again=yes
cmd-ludo-new-players = spieler
cmd-ludo-new-players-desc = Plätze am Tisch, 2 bis 6 (Standard: so viele, wie das Brett hat)
cmd-ludo-new-computers = computer
cmd-ludo-new-computers-desc = Computerspieler, die gleich Platz nehmen, 0 bis 5 (Standard: keine)
cmd-ludo-new-level = stufe
cmd-ludo-new-level-desc = Die Stufe dieser Computerspieler (Standard: normal)
cmd-ludo-join = beitreten
cmd-ludo-join-desc = Im offenen Spiel dieses Kanals Platz nehmen oder nach einer Abwesenheit zurückkehren.
cmd-ludo-leave = verlassen
cmd-ludo-leave-desc = Den eigenen Platz aufgeben: vor dem Start oder im laufenden Spiel (ein Computer übernimmt ihn).
cmd-ludo-start = starten
cmd-ludo-start-desc = Das Spiel dieses Kanals starten (der Gastgeber).
cmd-ludo-board = brett
cmd-ludo-board-desc = Das aktuelle Brett noch einmal zeigen, unten im Kanal.
cmd-ludo-rules = regeln
cmd-ludo-rules-desc = Die Regeln des Spiels in diesem Kanal (oder die des Servers) in einfachen Worten.
cmd-ludo-stats = statistik
cmd-ludo-stats-desc = Spiele, Siege, Plätze und geschlagene Figuren hier und überall zusammen.
cmd-ludo-stats-member = mitglied
cmd-ludo-stats-member-desc = Wessen Statistik (Standard: deine)
cmd-ludo-leaderboard = rangliste
cmd-ludo-leaderboard-desc = Die besten Spieler hier nach Spielstärke (OpenSkill), auch die Computerstufen.
cmd-ludo-replay = wiederholung
cmd-ludo-replay-desc = Ein beendetes Spiel als animiertes GIF: ganz, seine Höhepunkte oder sein Ende.
cmd-ludo-replay-game = spiel
cmd-ludo-replay-game-desc = Eine Spielnummer (Standard: das letzte beendete Spiel hier)
cmd-ludo-replay-part = teil
cmd-ludo-replay-part-desc = Das ganze Spiel (Standard), seine Höhepunkte oder seine letzten 30 Züge
cmd-ludo-export = export
cmd-ludo-export-desc = Ein Spiel als JSON-Datei: Regeln, Plätze, jede Aktion und, wenn vorbei, sein Würfel-Seed.
cmd-ludo-export-game = spiel
cmd-ludo-export-game-desc = Eine Spielnummer (Standard: das letzte beendete Spiel hier)
cmd-ludo-verify = prüfen
cmd-ludo-verify-desc = Jeden Wurf eines beendeten Spiels aus seinem offengelegten Würfel-Seed nachrechnen.
cmd-ludo-verify-game = spiel
cmd-ludo-verify-game-desc = Eine Spielnummer (Standard: das letzte beendete Spiel hier)
cmd-ludo-dice = würfel
cmd-ludo-dice-desc = Wie oft jeder Spieler jede Augenzahl gewürfelt hat, mit einem Chi-Quadrat-Test auf Fairness.
cmd-ludo-dice-game = spiel
cmd-ludo-dice-game-desc = Eine Spielnummer (Standard: das Spiel hier oder das zuletzt beendete)
cmd-ludo-help = hilfe
cmd-ludo-help-desc = Wie man mit diesem Bot spielt.
cmd-ludo-end = beenden
cmd-ludo-end-desc = Das Spiel dieses Kanals beenden (der Gastgeber oder wer Kanäle verwalten darf).
cmd-ludo-config = einstellungen
cmd-ludo-config-desc = Standardregeln: die des Servers (Server verwalten) oder außerhalb von Servern deine
cmd-ludo-config-show = anzeigen
cmd-ludo-config-show-desc = Die Standardregeln dieses Servers.
cmd-ludo-config-preset = variante
cmd-ludo-config-preset-desc = Die Standardvariante des Servers wählen.
cmd-ludo-config-preset-preset = variante
cmd-ludo-config-preset-preset-desc = Die Variante, die neue Spiele auf diesem Server spielen
cmd-ludo-config-set = setzen
cmd-ludo-config-set-desc = Eine Hausregel für neue Spiele auf diesem Server festlegen.
cmd-ludo-config-set-option = option
cmd-ludo-config-set-option-desc = Eine Regeloption oder { $settings }
cmd-ludo-config-set-value = wert
cmd-ludo-config-set-value-desc = Der Wert, z. B. yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = zurücksetzen
cmd-ludo-config-reset-desc = Zurück zum Klassiker ohne Hausregeln.
cmd-ludo-config-language = sprache
cmd-ludo-config-language-desc = Die Sprache der Bretter, Spieltische und Spielverläufe dieses Servers.
cmd-ludo-config-language-language = sprache
cmd-ludo-config-language-language-desc = auto: die eigene Sprache des Servers (Servereinstellungen, Community)

## Auswahlen in den Menüs der Befehle (höchstens 100 Zeichen)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = das ganze Spiel
choice-highlights = Höhepunkte: Rauswürfe und Zieleinläufe
choice-last-30 = die letzten 30 Züge
choice-auto = automatisch: die Sprache des Servers

## Chats, in denen der Bot nur antworten darf (Gruppen-DM, DM unter Freunden, Server ohne den Bot)

external_apps_off = Dieser Server erlaubt Apps, die seine Mitglieder installiert haben, keine öffentlichen Antworten („Externe Apps verwenden“ ist aus), also sähe niemand sonst das Spiel. Spiel in einer Direktnachricht oder Gruppen-DM oder bitte die Admins des Servers, den Bot hinzuzufügen.
# $at: ein Discord-Zeitstempel, den jeder in seiner Sprache sieht („vor 3 Minuten“).
footer_as_of = -# Aktualisiert { $at }: Hier ändert sich das Brett, wenn jemand einen Knopf drückt.
card_waits = Das Brett hier zeigt es beim nächsten Knopfdruck oder mit /ludo brett.
board_failed = Das Brett konnte hier nicht gezeigt werden; versuch /ludo brett gleich noch einmal.
stats_everywhere = Überall zusammen: { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}, im Schnitt Platz { $mean }, { $captures ->
    [one] { $captures } geschlagene Figur
   *[other] { $captures } geschlagene Figuren
}.

## Tempo, „du bist dran“ privat, deine Spiele

pace_live = Echtzeit
pace_1h = 1 Stunde pro Zug
pace_12h = 12 Stunden pro Zug
pace_24h = 24 Stunden pro Zug
pace_72h = 72 Stunden pro Zug
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Tempo: wie lange jeder Zug dauern darf
lobby_pace = **Tempo:** { $pace }
card_pace = -# Tempo: { $pace } · Zeit endet { $at }
card_pace_untimed = -# Tempo: { $pace }
pace_set = Das Tempo ist jetzt { $pace }.
bad_pace = Ein Tempo { $pace } gibt es nicht: Wähle eines von { $paces }.
action_pace = das Tempo dieses Spiels ändern
takes_pace = `live`, `1h`, `12h`, `24h` oder `72h`
takes_dm = `slow`, `always` oder `never`
dm_turn = Du bist in Spiel #{ $game } dran: { $url }
dm_turn_ends = Du bist in Spiel #{ $game } dran: { $url } (Zeit endet { $at })
dm_reminder = Erinnerung: Deine Zeit in Spiel #{ $game } endet { $at }: { $url }
dm_your_move = Du bist in Spiel #{ $game } am Zug, wähle einen Zug: { $url }
dm_played = Erledigt in Spiel #{ $game }: { $url }
dm_turn_over = Dieser Zug in Spiel #{ $game } ist vorbei: { $url }
dm_set = Direktnachrichten, wenn du dran bist: { $when }.
dm_unreachable = Discord hat das letzte „Du bist dran“ des Bots an dich abgelehnt (deine Direktnachrichten sind für ihn geschlossen, oder er ist blockiert), also hat er es eine Weile nicht mehr versucht. Jetzt, wo du den Bot benutzt hast, wird die Nachricht zu deinem nächsten Zug wieder versucht.
dm_when_slow = in langsamen Spielen
dm_when_always = in jedem Spiel
dm_when_never = nie
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Deine Spiele
mygames_yours = **Du bist dran** · Spiel #{ $game } · { $pace } · { $url }
mygames_other = { $name } ist dran · Spiel #{ $game } · { $pace } · { $url }
mygames_lobby = Spieltisch · Spiel #{ $game } · { $pace } · { $url }
mygames_ends = Zeit endet { $at }
no_games = Du spielst in keinem Spiel mit.
cmd-ludo-new-pace = tempo
cmd-ludo-new-pace-desc = Wie lange jeder Zug dauern darf (Standard: der des Servers)
cmd-ludo-dm = dm
cmd-ludo-dm-desc = Wann dir der Bot privat sagt, dass du dran bist.
cmd-ludo-dm-when = wann
cmd-ludo-dm-when-desc = In langsamen Spielen (Standard), in jedem Spiel oder nie
cmd-ludo-mygames = meine-spiele
cmd-ludo-mygames-desc = Alle Spiele, in denen du mitspielst – die, in denen du dran bist, zuerst.
cmd-ludo-gender = genus
cmd-ludo-gender-desc = Wie Sätze über dich angeglichen werden, wo eine Sprache es braucht (sonst sieht es niemand).
cmd-ludo-gender-form = als
cmd-ludo-gender-form-desc = Feminin, maskulin oder nicht gesetzt (neutral formuliert)
gender_set = Angleichung der Sätze über dich: { $form }.
gender_form_unset = nicht gesetzt (neutral formuliert)
gender_form_feminine = feminin
gender_form_masculine = maskulin
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` oder `masculine`

## Plätze, die den Besitzer wechseln

left_running = { $name } hat das Spiel verlassen: { $computer } übernimmt den Platz.
took_seat = { $name } übernimmt Platz { $seat } von { $old }.
seat_not_free = Platz { $seat } gehört { $name }: Übernehmen lässt sich nur der Platz eines Computers oder eines entfernten Spielers.
action_takeover = einen Platz übergeben
takes_takeover = `host` oder `anyone`
log_handover = { $seat } übernimmt den Platz
replay_handover = Zug { $turn }: { $new } hat Platz { $seat } von { $old } übernommen.
takeover_asked = { $name } möchte Platz { $seat } ({ $old }) in Spiel #{ $game } übernehmen: Der Gastgeber bestätigt mit dem Knopf.
label_confirm_takeover = Platz übergeben
cmd-ludo-takeover = übernehmen
cmd-ludo-takeover-desc = Den Platz eines Computers im laufenden Spiel dieses Kanals übernehmen (der Gastgeber bestätigt).
cmd-ludo-takeover-seat = platz
cmd-ludo-takeover-seat-desc = Die Nummer des Platzes, wie der Spieltisch sie auflistet

## Das Brett als Discord-Aktivität (web/activity_routes.py, „Brett öffnen“ auf der Karte)

label_open_board = Brett öffnen
web-activity-cannot-launch = Das Brett lässt sich hier nicht in Discord öffnen: /ludo brett gibt dir seinen Link für deinen Browser.
web-activity-bad-request = Diese Anfrage stammt nicht von der Seite des Bretts.
web-activity-code-refused = Discord hat die Anmeldung nicht angenommen. Schließe das Brett und öffne es erneut.
web-activity-token-refused = Deine Anmeldung bei Discord ist abgelaufen. Schließe das Brett und öffne es erneut.
web-activity-instance-unknown = Discord kennt diese Aktivität nicht. Schließe das Brett und öffne es erneut.
web-activity-other-channel = Diese Aktivität läuft in einem anderen Kanal als dem, den sie nennt.
web-activity-not-in-instance = Du bist nicht in dieser Aktivität: Tritt ihr zuerst im Kanal bei.
web-activity-no-game = In diesem Kanal gibt es noch kein Spiel: Eröffne dort eins und öffne dann das Brett erneut.
web-activity-unreachable = Discord hat nicht geantwortet. Versuch es gleich noch einmal.
web-activity-busy = Zu viele Anfragen von hier: Warte einen Moment und öffne das Brett dann erneut.
web-activity-off = Bei diesem Bot lässt sich das Brett nicht in Discord öffnen.
web-activity-not-authorised = Das Brett muss wissen, wer du bist: Erlaube es, wenn Discord fragt, oder spiel auf der Karte.
web-activity-failed = Das Brett konnte hier nicht starten: /ludo brett gibt dir seinen Link für deinen Browser.
## Turniere (/ludo tournament): Schweizer System und K.-o. über viele Tische

tournament_title = 🏆 Turnier #{ $id }
tournament_format_swiss = Schweizer System: { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
}, alle spielen jede Runde
tournament_format_knockout = K.-o.-System: { $n ->
    [one] Der Sieger jedes Tisches kommt weiter
   *[other] Die ersten { $n } jedes Tisches kommen weiter
}
tournament_tables_of = Tische zu { $seats } · { $preset_name } · { $pace }
tournament_computers_yes = Computer ({ $level }) besetzen freie Plätze
tournament_computers_no = Freie Plätze bleiben frei
tournament_starts = Beginnt <t:{ $when }:R>
tournament_signed_up = Angemeldet: { $count }/{ $most }
tournament_more = und { $n } weitere
tournament_nobody = Noch niemand.
tournament_status = { $status ->
    [signup] **Anmeldung offen**
    [running] **Läuft**
    [paused] **Pausiert**
    [done] **Beendet**
   *[ended] **Abgebrochen**
}
tournament_round = Runde { $round }
tournament_table_line = Tisch { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = ein Computer
tournament_action = { $what ->
    [create] Angelegt von { $name }
    [start] Gestartet von { $name }
    [resume] Fortgesetzt von { $name }
    [pause] Pausiert von { $name }
    [drop] { $name } hat jemanden aus dem Turnier genommen
    [left_running] { $name } ist ausgestiegen: Ein Computer übernimmt die Plätze
    [replace] { $name } hat jemanden ersetzt
    [end] Abgebrochen von { $name }
    [round] Eine neue Runde hat begonnen
    [done] Der letzte Tisch ist fertig
    [no_place] Für einen Tisch ließ sich kein Thread anlegen: pausiert
    [reveal] Die Runde ist vorbei: Ihr Würfel-Seed ist aufgedeckt
   *[too_few] Zur Startzeit waren zu wenige angemeldet
}
tournament_standings = Tabelle von Turnier #{ $id } nach Runde { $round }
tournament_standing = { $rank }. { $name } — { $points } Pkt. (Gegner { $tiebreak }, { $played } gespielt)
tournament_podium = 🏆 Turnier #{ $id } ist vorbei!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = Runde { $round } · Tisch { $table }
file_standings = tabelle
tournament_created = Turnier #{ $id } ist zur Anmeldung offen.
tournament_joined = Du bist für Turnier #{ $id } angemeldet.
tournament_left = Du hast Turnier #{ $id } verlassen.
tournament_going = Turnier #{ $id } läuft.
tournament_paused = Turnier #{ $id } ist pausiert: Bis es wieder gestartet wird, beginnt keine neue Runde.
tournament_dropped = Die Person wurde aus Turnier #{ $id } genommen: Ein Computer übernimmt ihre Plätze.
tournament_replaced = Die neue Person übernimmt den Platz der fehlenden.
tournament_ended = Turnier #{ $id } wurde abgebrochen.
tournament_bad_format = Ein Turnierformat „{ $value }“ gibt es nicht: swiss oder knockout.
tournament_bad_size = An einem Tisch sitzen 2 bis 6, nicht { $value }.
tournament_bad_rounds = Ein Turnier im Schweizer System hat 1 bis { $most } Runden, nicht { $value }.
tournament_bad_advance = Von jedem Tisch kommen 1 oder 2 weiter, weniger als er Plätze hat (nicht { $value }).
tournament_bad_maximum = Das Maximum liegt bei 2 bis { $most } Teilnehmenden, nicht { $value }.
tournament_bad_level = Eine Computerstufe „{ $value }“ gibt es nicht.
tournament_bad_preset = Eine Variante „{ $value }“ gibt es nicht.
tournament_past_start = Der Beginn muss in der Zukunft liegen.
tournament_none = Dieses Turnier gibt es nicht.
tournament_none_here = In diesem Kanal läuft kein Turnier.
tournament_organisers_only = Das darf nur, wer das Turnier leitet, die Berechtigung „Server verwalten“ hat oder die Rolle der Turnierleitung trägt.
tournament_servers_only = Turniere finden auf einem Server mit dem Bot statt, in einem Kanal, in dem er schreiben darf.
tournament_needs_threads = Der Bot braucht in diesem Kanal die Berechtigung „Öffentliche Threads erstellen“: Jeder Tisch spielt in einem Thread.
tournament_no_threads = Der Bot konnte für einen Tisch keinen Thread anlegen, deshalb ist das Turnier pausiert.
tournament_event_refused = Für ein Discord-Event braucht der Bot die Berechtigung „Events verwalten“.
tournament_event_needs_start = Ein Discord-Event braucht eine Startzeit: Gib auch die Minuten der Anmeldung an.
tournament_exists = In diesem Kanal gibt es schon ein Turnier.
tournament_signup_closed = Die Anmeldung für dieses Turnier ist geschlossen.
tournament_already_in = Du bist schon angemeldet.
tournament_full = Das Turnier ist voll ({ $most } Teilnehmende).
tournament_not_in = Du bist für dieses Turnier nicht angemeldet.
tournament_started = Das Turnier hat schon begonnen.
tournament_too_few = Ein Turnier braucht mindestens 2 Teilnehmende ({ $count } angemeldet).
tournament_not_running = Das Turnier wird gerade nicht gespielt.
tournament_not_entrant = Diese Person spielt nicht in diesem Turnier mit.
tournament_replace_between = Ersetzen geht nur vor dem Beginn oder während das Turnier zwischen zwei Runden pausiert.
tournament_over = Das Turnier ist schon vorbei.
choice-swiss = Schweizer System
choice-knockout = K.-o.-System
cmd-ludo-tournament = turnier
cmd-ludo-tournament-desc = Turniere im Schweizer System und im K.-o.-System über viele Tische
cmd-ludo-tournament-new = neu
cmd-ludo-tournament-new-desc = Ein Turnier in diesem Kanal zur Anmeldung öffnen (Server verwalten).
cmd-ludo-tournament-new-format = modus
cmd-ludo-tournament-new-format-desc = Schweizer System (alle spielen jede Runde) oder K.-o.-System
cmd-ludo-tournament-new-rounds = runden
cmd-ludo-tournament-new-rounds-desc = Schweizer System: wie viele Runden, 1 bis 12 (Standard: 3)
cmd-ludo-tournament-new-advance = weiter
cmd-ludo-tournament-new-advance-desc = K.-o.: wie viele je Tisch weiterkommen, 1 oder 2 (Standard: 1)
cmd-ludo-tournament-new-size = tischgröße
cmd-ludo-tournament-new-size-desc = Plätze an jedem Tisch, 2 bis 6 (Standard: 4)
cmd-ludo-tournament-new-preset = variante
cmd-ludo-tournament-new-preset-desc = Die gespielte Variante (Standard: die des Servers)
cmd-ludo-tournament-new-rules = hausregeln
cmd-ludo-tournament-new-rules-desc = Hausregeln für alle Tische, z. B. capture=no six_again=yes
cmd-ludo-tournament-new-pace = tempo
cmd-ludo-tournament-new-pace-desc = Wie lange ein Zug dauern darf (Standard: wie auf dem Server)
cmd-ludo-tournament-new-computers = computer
cmd-ludo-tournament-new-computers-desc = Computer besetzen freie Plätze an den Tischen (Standard: ja)
cmd-ludo-tournament-new-level = stufe
cmd-ludo-tournament-new-level-desc = Stufe der Computer, auch wenn sie Ausgeschiedene ersetzen (Standard: leicht)
cmd-ludo-tournament-new-signup = anmeldung
cmd-ludo-tournament-new-signup-desc = Anmeldezeit in Minuten bis zum automatischen Start (Standard: Start durch die Leitung)
cmd-ludo-tournament-new-maximum = höchstzahl
cmd-ludo-tournament-new-maximum-desc = Wie viele sich anmelden dürfen, 2 bis 512 (Standard: 64)
cmd-ludo-tournament-new-event = event
cmd-ludo-tournament-new-event-desc = Auch ein Discord-Event für den Beginn anlegen (braucht „Events verwalten“)
cmd-ludo-tournament-join = anmelden
cmd-ludo-tournament-join-desc = Für das Turnier dieses Kanals anmelden.
cmd-ludo-tournament-leave = abmelden
cmd-ludo-tournament-leave-desc = Das Turnier dieses Kanals verlassen (nach dem Beginn übernimmt ein Computer deine Plätze).
cmd-ludo-tournament-start = starten
cmd-ludo-tournament-start-desc = Anmeldung schließen und die erste Runde spielen, oder nach einer Pause weitermachen (Leitung).
cmd-ludo-tournament-pause = pausieren
cmd-ludo-tournament-pause-desc = Bis das Turnier wieder gestartet wird, beginnt keine neue Runde (Leitung).
cmd-ludo-tournament-drop = herausnehmen
cmd-ludo-tournament-drop-desc = Eine Person aus dem Turnier nehmen (Leitung).
cmd-ludo-tournament-drop-member = mitglied
cmd-ludo-tournament-drop-member-desc = Wer herausgenommen wird: Ab jetzt übernimmt ein Computer die Plätze
cmd-ludo-tournament-replace = ersetzen
cmd-ludo-tournament-replace-desc = Vor einer Runde übernimmt jemand den Platz einer fehlenden Person (Leitung).
cmd-ludo-tournament-replace-member = mitglied
cmd-ludo-tournament-replace-member-desc = Wer nicht da ist
cmd-ludo-tournament-replace-by = durch
cmd-ludo-tournament-replace-by-desc = Wer den Platz übernimmt, samt Punkten
cmd-ludo-tournament-end = beenden
cmd-ludo-tournament-end-desc = Das Turnier jetzt beenden; laufende Tische enden ohne Ergebnis (Leitung).
cmd-ludo-tournament-standings = tabelle
cmd-ludo-tournament-standings-desc = Die Tabelle des Turniers in diesem Kanal.
cmd-ludo-tournament-pairings = paarungen
cmd-ludo-tournament-pairings-desc = Die Tische dieser Runde und an jedem Tisch die Spielenden mit ihren Punkten.
pairing_tables = { $count } Teilnehmende an { $tables } Tischen zu { $smallest } bis { $largest } Plätzen (gewählt: { $size })
pairing_bye = { $names } setzt mit einem Freilos aus: Platz { $rank } mit { $points ->
    [one] einem Punkt
   *[other] { $points } Punkten
    }, { $before ->
    [0] bisher kein Freilos
    [one] bisher ein Freilos
   *[other] bisher { $before } Freilose
    }
pairing_bye_seed = { $names } kommt kampflos weiter: Setzplatz { $seed }
pairing_points = Tisch { $table }: die Punktgruppe von { $high } bis { $low } Punkten
pairing_moved = Tisch { $table }: { $names } wurde von Tisch { $from_table } hierher gesetzt, damit sich weniger wiedertreffen
pairing_repeat = Tisch { $table }: { $names } treffen sich wieder (bisher { $times }-mal); keine Sitzordnung vermeidet das
pairing_seed = Tisch { $table }: { $names }, Setzplatz { $seed }
pairing_seat = Tisch { $table }: { $names } zieht als { $seat }. (bisher { $last }-mal an letzter Stelle)
cmd-ludo-tournament-role = rolle
cmd-ludo-tournament-role-desc = Die Rolle festlegen, deren Mitglieder hier Turniere leiten (Server verwalten).
cmd-ludo-tournament-role-role = rolle
cmd-ludo-tournament-role-role-desc = Ihre Mitglieder leiten hier Turniere (keine: nur „Server verwalten“)
tournament_role_set = Mitglieder von { $role } dürfen hier jetzt Turniere leiten.
tournament_role_cleared = Turniere leiten hier jetzt nur noch Personen mit „Server verwalten“.
takes_role = eine Rolle dieses Servers
cmd-ludo-tournament-new-duplicate = gleiche-würfel
cmd-ludo-tournament-new-duplicate-desc = Gleiche Würfel: Alle Tische einer Runde würfeln dieselben Zahlen (Standard: nein)
tournament_duplicate = Gleiche Würfel: Alle Tische einer Runde würfeln dieselben Zahlen, aus einem Seed, der am Ende der Runde aufgedeckt wird
tournament_seed = Würfel-Seed von Runde { $round }: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = Dieser Link ist ungültig: Hol dir mit /ludo brett einen neuen.
web_token_expired = Dieser Link ist abgelaufen: Hol dir mit /ludo brett einen neuen.
web_token_other_game = Dieser Link gehört zu einem anderen Spiel: Den für dieses Spiel bekommst du mit /ludo brett.
web_busy = Das Live-Brett ist gerade ausgelastet: Versuch es gleich noch einmal.
web_too_many_here = Von deiner Adresse sind zu viele Live-Bretter offen: Schließ ein paar und versuch es noch einmal.
web_game_full = Diesem Spiel schauen gerade zu viele zu: Versuch es gleich noch einmal.
web_too_big = Diese Nachricht ist zu lang (höchstens { $most } Bytes).
web_flood = Zu viele Klicks auf einmal: Warte einen Moment.
web_malformed = Die Seite hat etwas geschickt, das der Bot nicht versteht: Lade die Seite neu.
web_spectator = Du schaust zu: Knöpfe drücken können nur die Spieler – mit dem Link, den ihnen der Bot privat schickt (/ludo brett).
web_no_game = Dieses Spiel gibt es nicht.
web_private = Dieses Spiel läuft in einem privaten Chat: Öffne es mit dem Link, den dir der Bot gegeben hat (/ludo brett in diesem Chat).
label_watch = Live zuschauen
board_live = Dein eigener Link zum Live-Brett (wer ihn hat, spielt für dich – gib ihn also nicht weiter; er läuft { $at } ab): { $url }
dm_live = Auf dem Live-Brett spielen: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = punkte
cmd-ludo-tournament-new-points-desc = Punkte nach Platz, vom ersten an, z. B. 6,4,2,0 (ein kleinerer Tisch lässt die letzten weg)
cmd-ludo-tournament-new-bye = freilos
cmd-ludo-tournament-new-bye-desc = Punkte für ein Freilos im Schweizer System, 0 bis 100 (Standard: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Punkte nach Platz: { $points } · Freilos: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = An einem Tisch mit { $seats } Plätzen: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } ist keine Punktzahl: Gib ganze Zahlen an, vom ersten Platz an, z. B. 6,4,2,0.
points_negative = Punkte können nicht unter null liegen: { $value }.
points_too_large = Ein Platz bringt höchstens { $most } Punkte, nicht { $value }.
# $count: how many values were given; $seats: the table's size.
points_count = Gib für jeden der { $seats } Plätze eines Tisches Punkte an, vom ersten an (du hast { $count } angegeben).
# $points: the values as given, best first.
points_not_descending = Die Punkte müssen vom ersten bis zum letzten Platz fallen, und der erste muss mehr bekommen als der letzte: { $points }.
tournament_bad_bye = Ein Freilos bringt 0 bis { $most } Punkte, nicht { $value }.
