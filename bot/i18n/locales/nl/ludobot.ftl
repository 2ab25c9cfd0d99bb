# ludobot: Nederlands (Discord: nl).
#
# Vertaald uit de Engelse bron (locales/en/ludobot.ftl); dezelfde ids en { $placeholders }.
# Woorden van de Nederlandse traditie (Mens erger je niet): pion, het huisje (waar de pionnen
# wachten), het startvak, slaan, eindvakjes (a-b-c-d), opzetten (een pion in het
# spel brengen). Blazen: de oude damterm voor het wegnemen van een stuk dat niet sloeg.
# - Meervoud: CLDR one/other. Rangtelwoorden: alleen other ("1e", "2e").
# - Discord-opmaak (**vet**, -# klein, `code`) blijft zoals in het Engels.
# - Commando- en optienamen (cmd-*): 1 tot 32 tekens, kleine letters, geen spaties;
#   beschrijvingen hoogstens 100 tekens.

## Rangtelwoorden en opsommingen voor veel berichten

# Een plaats in een spel: 1e, 2e, 3e...
ordinal = { NUMBER($n, type: "ordinal") ->
   *[other] { $n }e
}
# Twee dingen uit een lijst: "6 of 1".
list_or = { $first } of { $second }
list_and = { $first } & { $second }
list_more = { $first }, { $second }

## De varianten (presets), borden en kleuren

preset_madn = Duitse klassieker
preset_mejn = Klassieker
preset_ludo = Ludo
preset_fia = Fia
preset_marbles = Knikkerspel
board_classic4 = het kruisbord voor vier kleuren (40 vakjes, 4 eindvakjes per kleur)
board_classic6 = het zeskleurenbord (60 vakjes, 4 eindvakjes per kleur)
board_cross4 = het Ludo-kruis (52 vakjes, 5 eindvakjes en een gedeelde finish)
colour_red = rood
colour_yellow = geel
colour_blue = blauw
colour_green = groen
colour_orange = oranje
colour_purple = paars
# Het teken van elke kleur op het bord en in de banner: een of twee letters, alle verschillend.
letter_red = R
letter_yellow = Ge
letter_blue = B
letter_green = Gr
letter_orange = O
letter_purple = P
level_easy = makkelijk
level_normal = normaal
level_hard = moeilijk
level_random = willekeurig
# De waarde "auto": de eigen taal van de server.
language_name = Nederlands
language_auto = de taal van de server ({ $language })

## De regelopties (/ludo instellingen instellen, `ludobot simulate --help`): één regel per optie

option_board = lengte van de baan en vorm van de eindvakjes
option_entry_rolls = worpen waarmee een pion uit het huisje op het startvak komt
option_forced_entry = is opzetten verplicht als je ervoor gooit
option_clear_start = het startvak moet vrijgemaakt worden zolang er pionnen in het huisje wachten
option_start_pieces = pionnen op het startvak bij het begin van het spel
option_three_tries = drie worpen om te kunnen opzetten als er niets kan lopen
option_three_tries_bonus = een extra worp als het opzetten vóór de derde poging lukt
option_six_again = wie 6 gooit, mag na de zet nog een keer gooien
option_six_again_without_move = ook een onbruikbare 6 geeft een extra worp
option_max_sixes = de derde 6 op rij beëindigt de beurt (0: uit)
option_own_landing = wat er gebeurt als je op een eigen pion komt
option_own_start_entry = bij own_landing=capture, als je mag opzetten terwijl een eigen pion op het startvak staat: een nieuwe pion komt op (de eigen pion gaat terug), of die pion loopt door
option_block_passing = wie een blokkade van 2+ eigen pionnen mag passeren
option_capture = wie op een pion van een tegenstander komt, slaat die: hij gaat terug naar het huisje
option_safe_start = een pion op zijn eigen startvak kan niet geslagen worden
option_capture_at_turn_end = slaan telt pas op het vakje waar de slaande pion de beurt eindigt
option_forced_capture = slaan is verplicht als het kan
option_capture_extra_lap = slaan is ook verplicht als de pion daardoor voorbij zijn eindvakjes moet
option_exact_home = een pion komt alleen met de precieze worp in de eindvakjes
option_overshoot = een worp voorbij het laatste eindvakje: niet toegestaan, of terugtellen
option_home_jump = een pion mag in de eindvakjes over pionnen heen springen
option_home_moves = een pion in de eindvakjes mag daarin verder lopen
option_must_move = een speler moet zetten als er een geldige zet is
option_turn_order = wie begint
option_play_to_end = doorspelen als de eerste speler klaar is
option_teams = partners zitten tegenover elkaar en winnen samen
option_war = wie overblijft wint: geslagen pionnen gaan uit het spel
option_war_rounds = rondes waarna een oorlog eindigt in het voordeel van de meeste pionnen

## /ludo regels: de regels in gewone woorden, één zin per regel, in de volgorde van een beurt

explain_head = { $preset_name } op { $board }.
# $rolls: "6", of "6 of 1" (list_or).
explain_entry = Met een { $rolls } zet je een pion uit je huisje op je startvak.
explain_forced_always = Opzetten is verplicht zodra het kan.
explain_forced_no_piece = Opzetten is alleen verplicht als je geen pion op de baan hebt.
explain_forced_never = Opzetten mag, maar hoeft niet.
explain_clear_start = Zolang er pionnen in je huisje wachten, moet je je startvak eerst vrijmaken.
explain_start_pieces = Iedereen begint met één pion al op het startvak.
explain_three_tries = Kun je met geen enkele pion zetten, dan mag je drie keer gooien om te kunnen opzetten.
explain_three_tries_bonus = Kun je met geen enkele pion zetten, dan mag je drie keer gooien om te kunnen opzetten (lukt het eerder, dan krijg je een extra worp).
explain_six_again = Na een 6 mag je nog een keer gooien.
explain_six_again_without_move = Na een 6 mag je nog een keer gooien, ook als je de 6 niet kunt gebruiken.
# $count is 3: "De 3e 6 op rij".
explain_max_sixes = De { NUMBER($count, type: "ordinal") ->
   *[other] { $count }e
} 6 op rij beëindigt meteen de beurt.
explain_landing_forbidden = Je mag niet op een eigen pion komen.
explain_landing_capture = Kom je op een eigen pion, dan sla je die: hij gaat terug naar het huisje.
explain_landing_stack = Eigen pionnen mogen samen op één vakje staan.
explain_landing_block = Twee eigen pionnen op één vakje vormen een blokkade.
explain_own_start_enter = Mag je opzetten, dan komt er een nieuwe pion op, ook als er al een eigen pion op het startvak staat (die gaat dan terug naar het huisje).
explain_own_start_move_on = Staat er een eigen pion op je startvak, dan loopt die verder als je mag opzetten.
explain_block_nobody = Niemand mag een blokkade passeren.
explain_block_opponents = Tegenstanders mogen je blokkade niet passeren; jij wel.
explain_capture = Kom je op een pion van een tegenstander, dan sla je die: hij gaat terug naar het huisje.
explain_no_capture = Er wordt nooit geslagen.
explain_safe_start = Op zijn eigen startvak is een pion veilig.
explain_capture_at_turn_end = Slaan telt pas op het vakje waar de slaande pion de beurt eindigt.
explain_forced_capture_strict = Slaan is verplicht als het kan.
explain_forced_capture_huff = Laat je een slag liggen, dan mogen de anderen een van je pionnen blazen (terug naar het huisje).
explain_capture_extra_lap = Dat geldt ook als je pion daarvoor langs je eindvakjes nog een ronde moet lopen.
# $home is "goal" (de gedeelde finish van het Ludo-kruis) of "home" (eindvakjes).
explain_exact_home = Alleen met precies het juiste aantal ogen kom je { $home ->
    [goal] op de finish
   *[home] in de eindvakjes
}.
explain_exact_home_bounce = Alleen met precies het juiste aantal ogen kom je { $home ->
    [goal] op de finish
   *[home] in de eindvakjes
} (gooi je meer, dan tel je terug).
explain_deepest_free = { $home ->
    [goal] Een te hoge worp brengt een pion toch op de finish.
   *[home] Een te hoge worp stopt op het verste vrije eindvakje.
}
explain_home_jump = { $home ->
    [goal] Op weg naar de finish
   *[home] In de eindvakjes
} mogen pionnen over elkaar heen springen.
explain_no_home_jump = { $home ->
    [goal] Op weg naar de finish
   *[home] In de eindvakjes
} mag je niet over pionnen heen springen.
explain_home_stays = Een pion { $home ->
    [goal] op weg naar de finish
   *[home] in de eindvakjes
} blijft staan waar hij staat.
explain_may_pass = Je mag passen in plaats van een zet te doen.
explain_order_highest_roll = Iedereen gooit; wie het hoogst gooit, begint.
explain_order_fixed_colours = Rood begint, daarna gaat het met de klok mee.
explain_order_seating = Wie als eerste meedoet, begint.
explain_partners = Partners zitten tegenover elkaar en winnen samen.
explain_war = Oorlog: geslagen pionnen gaan uit het spel; wie als laatste overblijft, wint (na { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} wint wie de meeste pionnen heeft).
explain_play_to_end = Er wordt doorgespeeld tot alle plaatsen verdeeld zijn.
explain_first_home_wins = Wie als eerste alle pionnen { $home ->
    [goal] op de finish
   *[home] binnen
} heeft, wint.

## Het zetverslag (één regel per gebeurtenis, onder het bord; de taal van het kanaal)

# $who: een naam en kleur, "Ann (rood)" (zie who_colour).
who_colour = { $name } ({ $colour })
log_order_roll = { $who } gooit { $value } voor de eerste beurt
log_begins = { $who } begint
log_rolled = { $who } gooit { $value }
log_retry = { $who } probeert het opnieuw (poging { $value } van 3)
log_entered = { $who } zet pion { $piece } op
log_moved = { $who } zet pion { $piece } verder
log_home = { $who }: pion { $piece } is binnen
log_captured = { $who } slaat pion { $victim_piece } van { $victim }
log_own_capture = { $who } stuurt eigen pion { $victim_piece } terug naar het huisje
log_blocked = { $who } vormt een blokkade
log_passed = { $who } kan niet zetten
log_bonus = { $who } mag nog een keer gooien
log_third_six = { $who } gooit een derde 6: beurt voorbij
log_huffed = { $seat } blaast pion { $piece } van { $who }
log_finished = { $who } heeft alle pionnen binnen
# $place: een rangtelwoord ("2e").
log_placed = { $seat } wordt { $place }
log_eliminated = { $seat } is uitgeschakeld in de oorlog
log_won = { $seat } wint!
log_timed_out = { $seat } had geen tijd meer; de bot doet de zet
log_away = { $seat } is afwezig: een computer neemt de plek over
log_back = { $seat } is terug

## Zetknoppen ($piece is het nummer op de pion): hoogstens 40 tekens met een naam van 20
## tekens, zodat een telefoon ze helemaal toont (Discord knipt af bij 80)

move_pass = Passen
move_hits_own = { $piece } slaat eigen pion
move_captures = { $piece } slaat { $victim }
move_captures_lap = { $piece } slaat { $victim } (+1 ronde)
move_enters = { $piece } opzetten
move_home = { $piece } komt binnen
move_block = { $piece } vormt blokkade
move_bounces = { $piece } telt terug
move_steps = { $piece } loopt { $steps ->
    [one] { $steps } vakje
   *[other] { $steps } vakjes
}

## Woorden op de afbeelding van het bord (de banner)

# Een plek zonder naam.
picture_player = Speler { $number }
picture_nobody = Niemand
picture_wins = { $count ->
    [one] { $who } wint!
   *[other] { $who } winnen!
}
# $letter: de letter op de pionnen van die kleur.
picture_order = { $who } ({ $letter }) gooit om te beginnen
picture_move = { $who } ({ $letter }) is aan zet
picture_roll = { $who } ({ $letter }) gooit
# Eén plaats in de rij van wie klaar is: "1e Ann".
picture_place = { $place } { $who }

## De pagina met het bord live (in de browser, in de taal van de kijker)

web-title = Ludo, spel #{ $game }: het bord live
web-board = Het speelbord
web-roll = Dobbelsteen gooien
web-moves = Jouw zetten
web-log = Spelverloop
web-players = Spelers
web-pace = Tempo: { $pace }
web-time-left = Resterende tijd: { $time }
web-viewers = Kijkers: { $count }
web-watching = Je kijkt mee met dit spel.
web-you-play = Jouw kleur: { $colour }
web-your-turn = Jij bent aan de beurt!
web-connecting = Verbinden…
web-reconnecting = Verbinding verbroken: opnieuw verbinden…
web-places = Eindstand
web-computer = computer, { $level }
web-away = afwezig: de computer speelt
web-you-away = Je bent afwezig: een computer speelt jouw beurten tot je terug bent.
web-host = host
web-die = De dobbelsteen staat op { $value }
web-piece-yard = { $colour }: pion { $piece }, in het huisje
web-piece-track = { $colour }: pion { $piece }, op vakje { $square }
web-piece-home = { $colour }: pion { $piece }, op een eindvakje
web-piece-goal = { $colour }: pion { $piece }, in de finish
web-piece-out = { $colour }: pion { $piece }, uit het spel
web-piece-move = { $piece }: { $move }
web-ended = Het spel is beëindigd zonder uitslag.
## Woorden op de afbeelding van de stand (van een toernooi)

standings_heading = Stand
standings_after = Na ronde { $round } van { $rounds }
standings_final = Eindstand
standings_player = Speler
standings_points = Punten
standings_opponents = Weerstand
standings_wins = Winst
standings_games = Gespeeld
standings_more = … en nog { $count }

## Het spel en zijn knoppen (privé-antwoorden, in de taal van wie drukte)

no_game = Er is hier geen spel #{ $game }.
no_game_here = Er loopt geen spel in dit kanaal: begin er een met /ludo nieuw.
damaged = De opgeslagen stand van dit spel is beschadigd; een beheerder kan het beëindigen met /ludo stoppen.
other_channel = Die knop hoort bij spel #{ $game }, dat in een ander kanaal wordt gespeeld.
already_started = Dit spel is al begonnen: het bord hierboven is nu het actuele bord.
lobby_closed = Deze lobby is gesloten.
lobby_changed = De lobby veranderde op hetzelfde moment: het bericht toont nu de nieuwe stand; probeer het opnieuw.
already_in = Je doet al mee aan dit spel.
full = Dit spel is vol.
not_in = Je doet niet mee aan dit spel.
host_cannot_leave = De host kan niet weggaan; annuleer het spel in plaats daarvan.
# $action is een van de action_*-berichten hieronder.
host_only = Alleen de host kan { $action }.
action_computer = computerspelers toevoegen
action_kick = spelers verwijderen
action_rules = de regels van dit spel wijzigen
action_start = het spel starten
action_cancel = het spel annuleren
no_seat = Die plek bestaat niet.
too_few = Een spel heeft minstens 2 spelers nodig: vraag iemand om mee te doen of voeg een computer toe.
unknown_button = Die knop ken ik niet.
join_first = Doe eerst mee aan het spel en kies dan je kleur.
bad_colour = Kies uit { $colours }, niet { $colour }.
colour_taken = { $name } speelt al met { $colour }.
rules_players = Deze regels werken niet met { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}: { $option }: { $why }.
not_started = Dit spel is nog niet begonnen.
closed = Dit spel is voorbij: het bericht laat zien hoe het afliep.
over = Dit spel is voorbij.
out_of_date = Dat bord was niet meer actueel: het toont nu de huidige stand.
dice_hash = -# Aantoonbaar eerlijke dobbelsteen: de SHA-256 van de seed is `{ $hash }`; de seed wordt getoond als het spel afgelopen is.
dice_seed = -# Dobbelsteen-seed `{ $seed }`: controleer elke worp met /ludo controleren of `ludobot verify`.
export_caption = Spel #{ $game } als JSON: controleer de worpen met `ludobot verify` op dit bestand.
no_seed = Spel #{ $game } is niet met een aantoonbaar eerlijke dobbelsteen gespeeld (het begon voordat die er waren).
verify_holds = Spel #{ $game }: { $rolls ->
    [one] de enige worp komt
   *[other] alle { $rolls } worpen komen
} uit de onthulde seed. ✅
    -# De SHA-256 van de onthulde seed is `{ $hash }`: dat moet de hash zijn die het eerste bord van het spel toonde.
verify_seed_not_revealed = Spel #{ $game } loopt nog: de seed wordt getoond als het afgelopen is.
verify_bad_seed = Spel #{ $game }: de opgeslagen seed is beschadigd.
verify_seed_hash_differs = Spel #{ $game }: de seed past niet bij de getoonde hash. ❌
verify_roll_differs = Spel #{ $game }: worp { $roll } klopt niet met de seed. ❌
    -# De SHA-256 van de onthulde seed is `{ $hash }`: dat moet de hash zijn die het eerste bord van het spel toonde.
verify_illegal_action = Spel #{ $game }: actie { $action } kan niet worden nagespeeld. ❌
    -# De SHA-256 van de onthulde seed is `{ $hash }`: dat moet de hash zijn die het eerste bord van het spel toonde.
dice_title = **Dobbelsteen van spel #{ $game }** (ogen 1 t/m 6):
# $faces: hoe vaak elk aantal ogen viel, "3 1 2 2 1 4"; $p: een p-waarde, "0.412".
dice_line = { $name }: { $rolls ->
    [one] { $rolls } worp
   *[other] { $rolls } worpen
}: { $faces } · zessen { $sixes } · eerlijkheidstoets: p = { $p }
dice_game_p = Eerlijkheidstoets van het hele spel: p = { $p } (onder 0,001 zou verdacht zijn).
dice_no_rolls = In spel #{ $game } heeft nog niemand gegooid.
dice_server = De laatste 1.000 spellen van deze server: { $rolls ->
    [one] { $rolls } worp
   *[other] { $rolls } worpen
}, eerlijkheidstoets: p = { $p }.
dice_server_none = In de spellen van deze server is nog niet gegooid.
# De laatste rij van de dobbelsteengrafiek (een afbeelding): hoogstens zo'n 20 tekens.
dice_server_label = Deze server
stopping = De bot start opnieuw op: druk zo nog een keer.
already_done = Al gedaan: het bord toont het spel zoals het nu is.
move_gone = Die zet kan niet meer: het bord toont de zetten die er nu zijn.
cannot_huff = Je kunt nu niet blazen.
huff_others = { $name } liet een slag liggen: alleen de anderen mogen blazen.
not_your_turn = { $name } is aan de beurt.
not_a_player = Je doet niet mee aan dit spel; { $name } is aan de beurt.
move_first = Kies eerst een zet.
illegal = Dat mag nu niet.
board_below = Klaar; het actuele bord staat verderop: { $url }
behind_below = Dat bord is niet meer actueel; het actuele bord staat hier: { $url }

## Einde, revanche, herhaling

already_over = Dit spel is al voorbij.
end_not_allowed = Alleen de host of iemand met Kanalen beheren kan dit spel beëindigen.
changed_meanwhile = Het spel veranderde op dat moment; probeer het opnieuw.
damaged_ended = Het beschadigde spel is beëindigd.
confirm_end = Spel #{ $game } voor iedereen beëindigen? Dit kan niet ongedaan worden gemaakt.
end_done = Spel #{ $game } is beëindigd.
end_used = Spel #{ $game }: deze bevestiging is al gebruikt.
rematch_players_only = Alleen de spelers van dit spel kunnen om een revanche vragen.
rematch_exists = Dit kanaal heeft al een nieuw spel.
rematch_open = De lobby voor de revanche staat hieronder open: druk op Starten als iedereen klaar is.
never_started = Spel #{ $game } is nooit begonnen, dus er valt niets terug te kijken.
still_running = Spel #{ $game } wordt nog gespeeld: de herhaling komt als het voorbij is.
no_finished = Hier is nog geen spel afgelopen.
replay_failed = De herhaling kon niet gemaakt worden, sorry.
replay_too_big = De herhaling van dit spel is te lang om hier te uploaden, sorry.
replay_upload_failed = De herhaling kon niet geüpload worden, sorry.
replay_caption = Herhaling van spel #{ $game }
replay_caption_highlights = Hoogtepunten van spel #{ $game }: slaan en binnenkomen
replay_caption_last = De laatste zetten van spel #{ $game }

## Antwoorden op commando's

channel_busy = Dit kanaal heeft al een spel: { $url }
game_open = Je spel #{ $game } staat open: druk op Starten als iedereen erbij is.
here_is_board = Hier is het bord: { $url }
no_game_in_channel = Er loopt geen spel in dit kanaal.
need_manage = Om de regels van de server te wijzigen heb je de machtiging Server beheren nodig.
# Wat een instelling verwacht (in bad_setting). Waarden worden getypt zoals hier (yes, no, off).
takes_yes_no = `yes` of `no`
takes_timer = 30 tot 86400 seconden, of `off`
takes_language = `auto` of een van { $languages }
takes_away = `computer`, `remove` of `off`
setting_seconds = { $seconds } s
setting_off = uit
setting_yes = ja
setting_no = nee
setting_away_computer = een computer neemt de plek over tot de speler terug is
setting_away_remove = de speler wordt verwijderd, een computer speelt verder
setting_name_turn_timer = Bedenktijd per beurt
setting_name_language = Taal van de borden
setting_name_auto_move = Is er maar één zet mogelijk, dan wordt die meteen gedaan
setting_name_ping = Wie aan de beurt is, krijgt een vermelding
setting_name_ping_after = Wie niet drukt, wordt vermeld na
setting_name_away = Na 3 verlopen beurten op rij
setting_name_pace = Tempo van nieuwe spellen
setting_name_takeover = Een plek overnemen
setting_takeover_host = de host bevestigt
setting_takeover_anyone = iedereen in de chat, zonder te vragen
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = Daarvoor zijn deze machtigingen nodig: { $permissions }.
guild_only = Ludo speel je in een kanaal van een server, niet in privéberichten.
rules_unreadable = De regels zijn niet te lezen: { $why }
# $mean: de gemiddelde plaats, "2.50" (of "–").
stats = **{ $name }**: { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}, { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
}, gemiddelde plaats { $mean }, { $captures ->
    [one] { $captures } pion geslagen
   *[other] { $captures } pionnen geslagen
}.
# $trend: de verandering over de laatste 5 spellen met rating, "+1.2".
stats_rating = Rating { $rating } (μ { $mu }, σ { $sigma }); { $games ->
    [one] het laatste spel met rating
   *[other] de laatste { $games } spellen met rating
}: { $trend }.
stats_rating_first = Rating { $rating } (μ { $mu }, σ { $sigma }) na het eerste spel met rating.
dice_description = Hoe vaak elke speler elk aantal ogen gooide, en de dobbelsteen van de server
stats_colour = Favoriete kleur: { $colour }.
rated_line = { $rank }. { $who }: rating { $rating } in { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}
rated_computer = Computer ({ $level })
leaderboard_empty = Nog niemand heeft een spel op deze server uitgespeeld.
leaderboard_title = Ranglijst
# /ludo help: één bericht per regel; de commandonamen zijn die van de Nederlandse commando's.
help_new = **/ludo nieuw** opent een spel; anderen drukken op **Meedoen** (of de host op **Computer toevoegen**) en kunnen in het menu een kleur kiezen; de host drukt op **Starten**.
help_turn = Ben je aan de beurt, druk dan op **Gooien** en daarna op de knop van de pion die je wilt zetten: de nummers op de knoppen zijn de nummers op de pionnen.
help_commands = **/ludo bord** plaatst het bord opnieuw · **/ludo regels** legt de regels uit · **/ludo stoppen** beëindigt een spel.
help_record = **/ludo statistieken**, **/ludo ranglijst**, **/ludo herhaling** om terug te kijken.
help_admins = Beheerders: **/ludo instellingen** stelt de variant, de huisregels en de taal van de server in.
help_presets = Varianten: { $presets }.
# $preset_name: de naam van de variant; $preset: de code ervan (madn).
config_show = Variant: **{ $preset_name }** (`{ $preset }`)
    Huisregels: { $overrides }
    { $settings }
no_house_rules = geen
title_defaults = **Standaardinstellingen van de server**
title_preset_set = **Variant ingesteld**
title_option_set = **{ $option } ingesteld**
title_reset = **Instellingen teruggezet**
title_language_set = **Taal ingesteld**
leaderboard_line = { $rank }. <@{ $user }>: { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
} in { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}
bad_input = De waarde voor { $option } is niet bruikbaar: { $why }
sorry = Er ging bij mij iets mis; het spel is bewaard zoals het was. Probeer het zo nog eens, of plaats het bord opnieuw met /ludo bord.
sorry_command = Er ging bij mij iets mis; er is niets veranderd. Probeer het zo nog eens.
store_error = Het spel kon nu niet worden opgeslagen; er is niets veranderd. Probeer het opnieuw.
no_owner = Het deel van de bot dat dit spel draait, is nu niet actief; er is niets veranderd. Probeer het zo opnieuw.
owner_silent = Het deel van de bot dat dit spel draait, antwoordde niet op tijd. Je zet kan nog steeds meetellen: kijk eerst naar het bord voordat je opnieuw drukt.
owner_unreachable = Je invoer heeft het deel van de bot dat dit spel draait niet bereikt; er is niets veranderd. Probeer het zo opnieuw.
bot_needs_permissions = Ik heb in dit kanaal deze machtigingen nodig: { $permissions }.
permission_view_channel = Kanalen bekijken
permission_send_messages = Berichten verzenden
permission_send_messages_in_threads = Berichten verzenden in threads
permission_embed_links = Links insluiten
permission_attach_files = Bestanden bijvoegen
permission_read_message_history = Berichtgeschiedenis lezen
permission_add_reactions = Reacties toevoegen
permission_use_application_commands = Applicatiecommando's gebruiken
permission_manage_messages = Berichten beheren
permission_manage_channels = Kanalen beheren
permission_manage_guild = Server beheren
commands_changed = De commando's van de bot zijn net veranderd: wacht een minuut tot Discord de nieuwe toont en probeer het dan opnieuw.
command_refused = Dat commando kan hier niet worden gebruikt.

## Regels en instellingen (optienamen en waarden blijven zoals men ze typt: capture=no)

unknown_preset = Onbekende variant { $preset }; kies uit { $presets }.
bad_setting = { $setting } verwacht { $takes }, niet { $value }.
bad_rules = Die regels werken niet: { $option }: { $why }.
rules_clash_preset = { $option } { $value } werkt niet met de variant { $preset_name }, die { $other } { $other_value } instelt; wil je het toch spelen, voeg dan { $fix } toe.
unknown_option = { $option } is geen regeloptie; de opties zijn { $options }.
rule_format = Schrijf elke regel als NAAM=WAARDE, niet { $token }.
repeated_option = { $option } staat er twee keer: houd alleen de waarde die je bedoelt.
rule_token = { $token } is geen variant ({ $presets }) en ook geen NAAM=WAARDE.
repeated_preset = Er staan twee varianten, { $first } en { $second }: houd de variant die je bedoelt.
repeated_value = { $option } noemt { $value } twee keer: schrijf elke waarde één keer.
setting_not_rule = { $option } is een serverinstelling, geen regel: een beheerder stelt die in met `/ludo instellingen instellen`.
nothing_typed = (niets)

## Regels voor iedereen (voetteksten van de lobby en meldingen; de taal van het kanaal)

opened = { $name } heeft een spel geopend.
joined = { $name } doet mee.
left = { $name } is weggegaan.
computer_joined = { $name } (computer, { $level }) doet mee.
bad_level = Computerniveau { $level } bestaat niet: kies uit { $levels }.
too_many_computers = { $computers ->
    [one] { $computers } computerspeler past
   *[other] { $computers } computerspelers passen
} niet: aan deze tafel is naast jou plaats voor { $most }.
removed = { $name } is verwijderd.
rules_set = Regels: { $preset_name } · huisregels: { $overrides }.
started = Het spel begint!
cancelled = Het spel is geannuleerd.
any_colour = { $name } vindt elke kleur goed.
colour_chosen = { $name } speelt met { $colour }.
timed_out = De tijd van { $name } is op.
away = De tijd van { $name } is 3 beurten op rij verlopen: een computer (normaal) neemt de plek over tot { $name } op Ik ben terug drukt of /ludo meedoen typt.
away_removed = De tijd van { $name } is 3 beurten op rij verlopen, dus { $name } is verwijderd: een computer neemt de plek over tot het einde.
back = { $name } is terug en speelt weer zelf.
not_away = Niemand speelt voor je: je plek staat niet op afwezig.
removed_for_good = Je bent uit dit spel verwijderd omdat je beurt te vaak verliep: een computer neemt je plek over tot het einde.
away_press_back = Een computer speelt voor je zolang je weg bent: druk eerst op Ik ben terug (of gebruik /ludo meedoen).
not_in_game = Je hebt geen plek in dit spel.
ended = Het spel is beëindigd door { $name }.
rematch = { $name } wil een revanche: druk op Starten als iedereen klaar is.
moved_down = Dit bord is naar beneden verplaatst: { $url }

## De kaarten (lobby en bord; de taal van het kanaal)

# De kop van de lobbykaart, drie regels. $summary: de naam van de variant en de huisregels,
# "Fia · capture=no".
lobby_title = ## Ludo: een nieuw spel
lobby_rules = **Regels:** { $summary }
lobby_how = Druk op **Meedoen** voor een plek; de host drukt op **Starten** (vanaf 2 spelers).
seats = **Plekken { $taken }/{ $most }**
nobody_yet = nog niemand
# Een plek in de lobby: "1. Ann", dan de delen hieronder als ze gelden, met spaties ertussen.
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · computer, { $level }
seat_host = · host
choose_level = Computerspeler toevoegen: kies het niveau
level_easy_about = Een beginner: zet vaak zomaar een pion.
level_normal_about = Een degelijke speler: slaat, brengt pionnen in het spel, loopt met de voorste.
level_hard_about = Weegt bij elke zet het risico af. De sterkste.
footer_game = -# Spel #{ $game }
footer_round = -# Spel #{ $game } · ronde { $round }
turn_head = ## { $name } is aan de beurt ({ $colour })
ask_thinking = { $who } denkt na…
ask_away = { $who } is weg: een computer neemt het over…
ask_order = { $who }, gooi voor de eerste beurt.
ask_move = { $who }, kies een zet.
ask_roll = { $who }, jij mag gooien.
wins_one = ## 🏆 { $who } wint!
wins_many = ## 🏆 { $who } winnen!
# $place: een rangtelwoord ("1e").
place_line = { $place }: { $who }
huff_label = Blaas pion { $piece } van { $name }
label_join = Meedoen
label_leave = Verlaten
label_start = Starten
label_cancel = Annuleren
label_computer = Computer toevoegen
label_rules = Regels…
label_roll = 🎲 Gooien
label_rematch = Revanche
label_replay = Herhaling (GIF)
label_end = Ja, beëindig het spel
label_any_colour = Elke kleur
label_back = Ik ben terug
choose_colour = Kies je kleur
# De beschrijving van de bordafbeelding (alt-tekst).
board_description = Het bord
# De bestandsnamen van de afbeeldingen, zonder ".png": alleen ASCII-letters, cijfers en koppeltekens.
file_board = bord
file_dice = dobbelstenen
last_roll = Laatste worp: **{ $roll }**
nobody_rolled = Er is nog niet gegooid.
your_turn = { $mention }, je bent aan de beurt in spel #{ $game }.

## Het regelformulier (de knop Regels… van de host)

form_title = De regels van dit spel
form_preset = Variant
form_rules = Huisregels
form_rules_hint = Paren NAAM=WAARDE; /ludo regels legt uit wat ze betekenen

## Waarom de engine sommige regels weigert (in bad_rules); optienamen blijven zoals getypt

rule_invalid = niet mogelijk
rule_not_yes_no = moet `yes` of `no` zijn, niet { $value }
rule_not_a_choice = { $value } is niet een van { $choices }
rule_not_in_range = { $value } ligt niet tussen { $low } en { $high }
rule_unknown_preset = variant { $preset } bestaat niet; kies uit { $presets }
rule_unknown_option = die optie bestaat niet; de opties zijn { $options }
rule_war_play_to_end = `war` gaat niet samen met `play_to_end` (in een oorlog komt niemand binnen)
rule_extra_lap_forced = `capture_extra_lap` vereist `forced_capture=strict` of `forced_capture=huff`
rule_bonus_three_tries = `three_tries_bonus` vereist `three_tries`
rule_home_walled = `home_moves=no` samen met `home_jump=no` bij losse eindvakjes zou de achterste vakjes voorgoed afsluiten
rule_players_range = { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}: het spel is voor 2 tot 6 spelers
rule_board_too_small = { $board } heeft { $colours } kleuren, te weinig voor { $used }; gebruik `classic6`
rule_board_too_small_any = { $board } heeft { $colours } kleuren, te weinig voor { $used }
rule_partners_odd = partners vereisen een even aantal plekken, niet { $used }
rule_partners_four = partners vereisen twee teams: minstens vier kleuren in het spel
rule_partners_one_colour = bij partners speelt elke speler één kleur, niet twee
rule_partners_opposite = partners zitten tegenover elkaar: bij elke kleur moet ook de kleur ertegenover meespelen
rule_two_colours_each = { $players } spelers kunnen op dit bord niet elk twee kleuren spelen
rule_players_or_seating = geef het aantal spelers of een zitverdeling op
rule_players_seats = { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
} maar { $seats ->
    [one] { $seats } plek
   *[other] { $seats } plekken
}
rule_seat_colours = elke plek heeft eigen kleuren van { $board } nodig
rule_seat_needs_colour = elke plek heeft een kleur nodig
rule_colour_not_in_play = kleur { $colour } speelt niet mee
rule_colour_pieces = kleur { $colour } heeft vier pionnen nodig

## `ludobot verify` (de opdrachtregel)

cli_verify_holds = klopt: { $rolls ->
    [one] de enige worp komt
   *[other] alle { $rolls } worpen komen
} uit de onthulde seed, en elke actie is geldig
cli_verify_seed_not_revealed = nog niet te controleren: de seed wordt onthuld als het spel afgelopen is
cli_verify_bad_seed = de onthulde seed is geen 32 bytes hex
cli_verify_seed_hash_differs = de onthulde seed past niet bij de hash die bij de start werd getoond
cli_verify_roll_differs = worp { $roll } (actie { $action }) klopt niet met de seed
cli_verify_illegal_action = actie { $action } is niet geldig in het nagespeelde spel
cli_export_unreadable = het bestand is niet als tekst te lezen
cli_export_not_json = geen JSON (regel { $line }, kolom { $column })
cli_export_not_export = geen spelexport van ludobot (formaat { $format })
cli_export_malformed = het veld { $field } ontbreekt of klopt niet
cli_export_rules = de regels of plaatsen kloppen niet: { $why }
cli_export_action = actie { $action } kan niet gespeeld worden
cli_verify_hash = SHA-256 van de onthulde seed: { $hash } (dat moet de hash zijn die het eerste bord van het spel toonde)

## Slash-commando's (cmd-*: de naam van het commando; cmd-*-desc: de beschrijving; dan de
## naam en beschrijving van elke optie). Namen: 1 tot 32 tekens, kleine letters, geen spaties,
## uniek binnen hun commando; beschrijvingen hoogstens 100 tekens.

cmd-ludo = ludo
cmd-ludo-desc = Speel bordspellen uit de Ludo-familie
cmd-ludo-new = nieuw
cmd-ludo-new-desc = Open een nieuw spel in dit kanaal: anderen doen mee met de knop.
cmd-ludo-new-preset = variant
cmd-ludo-new-preset-desc = De variant die je speelt (standaard: die van deze server)
cmd-ludo-new-rules = huisregels
cmd-ludo-new-rules-desc = Huisregels voor dit spel, bijv. capture=no six_again=yes
cmd-ludo-new-players = spelers
cmd-ludo-new-players-desc = Plekken aan tafel, 2 tot 6 (standaard: zoveel als het bord heeft)
cmd-ludo-new-computers = computers
cmd-ludo-new-computers-desc = Computerspelers die meteen meedoen, 0 tot 5 (standaard: geen)
cmd-ludo-new-level = niveau
cmd-ludo-new-level-desc = Het niveau van die computerspelers (standaard: normaal)
cmd-ludo-join = meedoen
cmd-ludo-join-desc = Neem een plek in het open spel van dit kanaal, of neem je plek terug na afwezigheid.
cmd-ludo-leave = verlaten
cmd-ludo-leave-desc = Geef je plek op: vóór de start of in een lopend spel (een computer neemt hem over).
cmd-ludo-start = starten
cmd-ludo-start-desc = Start het spel van dit kanaal (de host).
cmd-ludo-board = bord
cmd-ludo-board-desc = Plaats het actuele bord opnieuw, onderaan in het kanaal.
cmd-ludo-rules = regels
cmd-ludo-rules-desc = De regels van het spel hier (of de standaard van de server) in gewone woorden.
cmd-ludo-stats = statistieken
cmd-ludo-stats-desc = Spellen, overwinningen, plaatsen en geslagen pionnen hier, en overal samen.
cmd-ludo-stats-member = lid
cmd-ludo-stats-member-desc = Van wie de statistieken (standaard: van jou)
cmd-ludo-leaderboard = ranglijst
cmd-ludo-leaderboard-desc = De beste spelers hier op rating (OpenSkill), ook de computerniveaus.
cmd-ludo-replay = herhaling
cmd-ludo-replay-desc = Een afgelopen spel als geanimeerde GIF: het hele spel, de hoogtepunten of het einde.
cmd-ludo-replay-game = spel
cmd-ludo-replay-game-desc = Een spelnummer (standaard: het laatste afgelopen spel hier)
cmd-ludo-replay-part = deel
cmd-ludo-replay-part-desc = Het hele spel (standaard), de hoogtepunten of de laatste 30 zetten
cmd-ludo-export = exporteren
cmd-ludo-export-desc = Een spel als JSON-bestand: regels, plekken, elke actie en na afloop de dobbelsteen-seed.
cmd-ludo-export-game = spel
cmd-ludo-export-game-desc = Een spelnummer (standaard: het laatste afgelopen spel hier)
cmd-ludo-verify = controleren
cmd-ludo-verify-desc = Bereken elke worp van een afgelopen spel opnieuw uit de onthulde dobbelsteen-seed.
cmd-ludo-verify-game = spel
cmd-ludo-verify-game-desc = Een spelnummer (standaard: het laatste afgelopen spel hier)
cmd-ludo-dice = dobbelsteen
cmd-ludo-dice-desc = Hoe vaak elke speler elk aantal ogen gooide, met een chi-kwadraattoets op eerlijkheid.
cmd-ludo-dice-game = spel
cmd-ludo-dice-game-desc = Een spelnummer (standaard: het spel hier, of het laatst afgelopen)
cmd-ludo-help = help
cmd-ludo-help-desc = Hoe je met deze bot speelt.
cmd-ludo-end = stoppen
cmd-ludo-end-desc = Beëindig het spel van dit kanaal (de host, of iemand met Kanalen beheren).
cmd-ludo-config = instellingen
cmd-ludo-config-desc = Standaardregels: die van de server (Server beheren), of buiten servers je eigen
cmd-ludo-config-show = tonen
cmd-ludo-config-show-desc = De standaardregels van deze server.
cmd-ludo-config-preset = variant
cmd-ludo-config-preset-desc = Kies de standaardvariant van de server.
cmd-ludo-config-preset-preset = variant
cmd-ludo-config-preset-preset-desc = De variant die nieuwe spellen op deze server spelen
cmd-ludo-config-set = instellen
cmd-ludo-config-set-desc = Stel één huisregel in voor nieuwe spellen op deze server.
cmd-ludo-config-set-option = optie
cmd-ludo-config-set-option-desc = Een regeloptie, of { $settings }
cmd-ludo-config-set-value = waarde
cmd-ludo-config-set-value-desc = De waarde, bijv. yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = resetten
cmd-ludo-config-reset-desc = Terug naar de Duitse klassieker zonder huisregels.
cmd-ludo-config-language = taal
cmd-ludo-config-language-desc = De taal van de borden, lobby's en zetverslagen van deze server.
cmd-ludo-config-language-language = taal
cmd-ludo-config-language-language-desc = auto: de eigen taal van de server (Serverinstellingen, Community)

## Keuzes in de menu's van de commando's (choice-<waarde>; hoogstens 100 tekens)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = het hele spel
choice-highlights = hoogtepunten: slaan en binnenkomen
choice-last-30 = laatste 30 zetten
choice-auto = automatisch: de taal van de server

## Chats waarin de bot alleen mag antwoorden (een groeps-DM, een DM tussen vrienden, een server zonder de bot)

external_apps_off = Deze server laat apps die leden zelf hebben geïnstalleerd niet openbaar antwoorden ("Externe apps gebruiken" staat uit), dus niemand anders zou het spel zien. Speel in een DM of groeps-DM, of vraag de beheerders van de server om de bot toe te voegen.
# $at: een Discord-tijdstempel dat iedere lezer in zijn eigen taal ziet ("3 minuten geleden").
footer_as_of = -# Bijgewerkt { $at }: hier verandert het bord als iemand op een knop drukt.
card_waits = Het bord hier laat het zien bij de volgende druk op een knop, of met /ludo bord.
board_failed = Het bord kon hier niet worden getoond; probeer /ludo bord zo nog eens.
stats_everywhere = Overal samen: { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}, { $wins ->
    [one] { $wins } overwinning
   *[other] { $wins } overwinningen
}, gemiddelde plaats { $mean }, { $captures ->
    [one] { $captures } pion geslagen
   *[other] { $captures } pionnen geslagen
}.

## Tempo, „jij bent aan de beurt” privé, je spellen

pace_live = live
pace_1h = 1 uur per beurt
pace_12h = 12 uur per beurt
pace_24h = 24 uur per beurt
pace_72h = 72 uur per beurt
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Tempo: hoe lang elke beurt mag duren
lobby_pace = **Tempo:** { $pace }
card_pace = -# Tempo: { $pace } · de tijd loopt af { $at }
card_pace_untimed = -# Tempo: { $pace }
pace_set = Het tempo is nu { $pace }.
bad_pace = Er is geen tempo { $pace }: kies een van { $paces }.
action_pace = het tempo van dit spel wijzigen
takes_pace = `live`, `1h`, `12h`, `24h` of `72h`
takes_dm = `slow`, `always` of `never`
dm_turn = Jij bent aan de beurt in spel #{ $game }: { $url }
dm_turn_ends = Jij bent aan de beurt in spel #{ $game }: { $url } (de tijd loopt af { $at })
dm_reminder = Herinnering: je tijd in spel #{ $game } loopt af { $at }: { $url }
dm_your_move = Kies je zet in spel #{ $game }: { $url }
dm_played = Klaar in spel #{ $game }: { $url }
dm_turn_over = Deze beurt in spel #{ $game } is voorbij: { $url }
dm_set = Privéberichten als je aan de beurt bent: { $when }.
dm_unreachable = Discord weigerde het laatste ‘je bent aan de beurt’ dat de bot je stuurde (je privéberichten zijn voor hem gesloten, of hij is geblokkeerd), dus hij is een tijdje gestopt met proberen. Nu je de bot hebt gebruikt, wordt het bericht voor je volgende beurt weer geprobeerd.
dm_when_slow = in langzame spellen
dm_when_always = in elk spel
dm_when_never = nooit
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Jouw spellen
mygames_yours = **Jij bent aan de beurt** · spel #{ $game } · { $pace } · { $url }
mygames_other = { $name } is aan de beurt · spel #{ $game } · { $pace } · { $url }
mygames_lobby = Lobby · spel #{ $game } · { $pace } · { $url }
mygames_ends = de tijd loopt af { $at }
no_games = Je doet aan geen enkel spel mee.
cmd-ludo-new-pace = tempo
cmd-ludo-new-pace-desc = Hoe lang elke beurt mag duren (standaard: die van de server)
cmd-ludo-dm = dm
cmd-ludo-dm-desc = Wanneer de bot je privé laat weten dat je aan de beurt bent.
cmd-ludo-dm-when = wanneer
cmd-ludo-dm-when-desc = In langzame spellen (standaard), in elk spel of nooit
cmd-ludo-mygames = mijn-spellen
cmd-ludo-mygames-desc = Al je spellen, eerst die waarin je aan de beurt bent.
cmd-ludo-gender = geslacht
cmd-ludo-gender-desc = Hoe zinnen over jou worden verbogen waar een taal dat vraagt (anderen zien alleen het resultaat).
cmd-ludo-gender-form = vorm
cmd-ludo-gender-form-desc = Vrouwelijk, mannelijk of niet ingesteld (neutrale woorden)
gender_set = Verbuiging van zinnen over jou: { $form }.
gender_form_unset = niet ingesteld (neutrale woorden)
gender_form_feminine = vrouwelijk
gender_form_masculine = mannelijk
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` of `masculine`

## Plekken die van eigenaar wisselen

left_running = { $name } heeft het spel verlaten: { $computer } neemt de plek over.
took_seat = { $name } neemt plek { $seat } over van { $old }.
seat_not_free = Plek { $seat } is van { $name }: alleen de plek van een computer, of van een verwijderde speler, kan worden overgenomen.
action_takeover = een plek overdragen
takes_takeover = `host` of `anyone`
log_handover = { $seat } neemt de plek over
replay_handover = Beurt { $turn }: { $new } nam plek { $seat } over van { $old }.
takeover_asked = { $name } wil plek { $seat } ({ $old }) in spel #{ $game } overnemen: de host bevestigt met de knop.
label_confirm_takeover = Plek overdragen
cmd-ludo-takeover = overnemen
cmd-ludo-takeover-desc = Neem de plek van een computer over in het lopende spel van dit kanaal (de host bevestigt).
cmd-ludo-takeover-seat = plek
cmd-ludo-takeover-seat-desc = Het nummer van de plek, zoals de lobby het toonde

## Het bord als Discord-activiteit (web/activity_routes.py, 'Bord openen' op de kaart)

label_open_board = Bord openen
web-activity-cannot-launch = Het bord kan hier niet in Discord openen: /ludo bord geeft je de link voor je browser.
web-activity-bad-request = Dit verzoek komt niet van de pagina van het bord.
web-activity-code-refused = Discord heeft de aanmelding niet geaccepteerd. Sluit het bord en open het opnieuw.
web-activity-token-refused = Je aanmelding bij Discord is verlopen. Sluit het bord en open het opnieuw.
web-activity-instance-unknown = Discord kent deze activiteit niet. Sluit het bord en open het opnieuw.
web-activity-other-channel = Deze activiteit draait in een ander kanaal dan het kanaal dat ze noemt.
web-activity-not-in-instance = Je doet niet mee aan deze activiteit: doe eerst mee vanuit het kanaal.
web-activity-no-game = Er is nog geen spel in dit kanaal: open er daar een en open dan het bord opnieuw.
web-activity-unreachable = Discord gaf geen antwoord. Probeer het zo meteen nog eens.
web-activity-busy = Te veel verzoeken vanaf hier: wacht even en open het bord dan opnieuw.
web-activity-off = Bij deze bot kan het bord niet in Discord worden geopend.
web-activity-not-authorised = Het bord moet weten wie je bent: sta het toe als Discord het vraagt, of speel op de kaart.
web-activity-failed = Het bord kon hier niet starten: /ludo bord geeft je de link voor je browser.
## Toernooien (/ludo tournament): Zwitsers systeem en knock-out aan veel tafels

tournament_title = 🏆 Toernooi #{ $id }
tournament_format_swiss = Zwitsers systeem: { $rounds ->
    [one] één ronde
   *[other] { $rounds } rondes
}, iedereen speelt elke ronde
tournament_format_knockout = Knock-out: { $n ->
    [one] de winnaar van elke tafel gaat door
   *[other] de eerste { $n } van elke tafel gaan door
}
tournament_tables_of = Tafels van { $seats } · { $preset_name } · { $pace }
tournament_computers_yes = Computerspelers ({ $level }) vullen lege plaatsen
tournament_computers_no = Lege plaatsen blijven leeg
tournament_starts = Begint <t:{ $when }:R>
tournament_signed_up = Aangemeld: { $count }/{ $most }
tournament_more = en nog { $n }
tournament_nobody = Nog niemand.
tournament_status = { $status ->
    [signup] **Aanmelden is open**
    [running] **Bezig**
    [paused] **Gepauzeerd**
    [done] **Afgelopen**
   *[ended] **Gestopt**
}
tournament_round = Ronde { $round }
tournament_table_line = Tafel { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = een computerspeler
tournament_action = { $what ->
    [create] Aangemaakt door { $name }
    [start] Gestart door { $name }
    [resume] Hervat door { $name }
    [pause] Gepauzeerd door { $name }
    [drop] { $name } heeft een speler uit het toernooi gehaald
    [left_running] { $name } is gestopt: een computerspeler neemt de plaatsen over
    [replace] { $name } heeft een speler vervangen
    [end] Gestopt door { $name }
    [round] Er is een nieuwe ronde begonnen
    [done] De laatste tafel is klaar
    [no_place] Voor een tafel kon geen thread worden gemaakt: gepauzeerd
    [reveal] De ronde is voorbij: de dobbelsteen-seed is bekendgemaakt
   *[too_few] Op de starttijd waren er te weinig aanmeldingen
}
tournament_standings = Stand van toernooi #{ $id } na ronde { $round }
tournament_standing = { $rank }. { $name } — { $points } ptn (tegenstanders { $tiebreak }, { $played } gespeeld)
tournament_podium = 🏆 Toernooi #{ $id } is afgelopen!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = Ronde { $round } · Tafel { $table }
file_standings = stand
tournament_created = Toernooi #{ $id } staat open voor aanmelding.
tournament_joined = Je bent aangemeld voor toernooi #{ $id }.
tournament_left = Je hebt je afgemeld voor toernooi #{ $id }.
tournament_going = Toernooi #{ $id } is begonnen.
tournament_paused = Toernooi #{ $id } is gepauzeerd: er begint geen nieuwe ronde tot het weer gestart wordt.
tournament_dropped = De speler is uit toernooi #{ $id } gehaald: een computerspeler neemt de plaatsen over.
tournament_replaced = De nieuwe speler neemt de plaats in van wie er niet was.
tournament_ended = Toernooi #{ $id } is gestopt.
tournament_bad_format = Een toernooivorm „{ $value }” bestaat niet: swiss of knockout.
tournament_bad_size = Aan een tafel zitten 2 tot 6 spelers, niet { $value }.
tournament_bad_rounds = Een Zwitsers toernooi heeft 1 tot { $most } rondes, niet { $value }.
tournament_bad_advance = Van elke tafel gaan er 1 of 2 door, minder dan er plaatsen zijn (niet { $value }).
tournament_bad_maximum = Het maximum is 2 tot { $most } spelers, niet { $value }.
tournament_bad_level = Een computerniveau „{ $value }” bestaat niet.
tournament_bad_preset = Een variant „{ $value }” bestaat niet.
tournament_past_start = De start moet in de toekomst liggen.
tournament_none = Dat toernooi bestaat niet.
tournament_none_here = Er is geen toernooi in dit kanaal.
tournament_organisers_only = Alleen de organisator, iemand met de machtiging Server beheren of iemand met de rol voor toernooiorganisatoren kan dat doen.
tournament_servers_only = Toernooien worden gespeeld op een server met de bot, in een kanaal waar hij mag posten.
tournament_needs_threads = De bot heeft in dit kanaal de machtiging Openbare threads maken nodig: elke tafel speelt in een thread.
tournament_no_threads = De bot kon geen thread maken voor een tafel, dus het toernooi is gepauzeerd.
tournament_event_refused = Voor een Discord-evenement heeft de bot de machtiging Evenementen beheren nodig.
tournament_event_needs_start = Een Discord-evenement heeft een starttijd nodig: geef ook de minuten voor aanmelding op.
tournament_exists = Dit kanaal heeft al een toernooi.
tournament_signup_closed = Aanmelden voor dit toernooi kan niet meer.
tournament_already_in = Je bent al aangemeld.
tournament_full = Het toernooi zit vol ({ $most } spelers).
tournament_not_in = Je bent niet aangemeld voor dit toernooi.
tournament_started = Het toernooi is al begonnen.
tournament_too_few = Een toernooi heeft minstens 2 spelers nodig ({ $count } aangemeld).
tournament_not_running = Het toernooi wordt nu niet gespeeld.
tournament_not_entrant = Die persoon speelt niet mee in dit toernooi.
tournament_replace_between = Een speler vervangen kan alleen voor de start, of als het toernooi tussen twee rondes gepauzeerd is.
tournament_over = Het toernooi is al afgelopen.
choice-swiss = Zwitsers systeem
choice-knockout = knock-out
cmd-ludo-tournament = toernooi
cmd-ludo-tournament-desc = Toernooien in Zwitsers systeem en knock-out aan veel tafels
cmd-ludo-tournament-new = nieuw
cmd-ludo-tournament-new-desc = Open een toernooi in dit kanaal voor aanmelding (Server beheren).
cmd-ludo-tournament-new-format = vorm
cmd-ludo-tournament-new-format-desc = Zwitsers systeem (iedereen speelt elke ronde) of knock-out
cmd-ludo-tournament-new-rounds = rondes
cmd-ludo-tournament-new-rounds-desc = Zwitsers: hoeveel rondes, 1 tot 12 (standaard: 3)
cmd-ludo-tournament-new-advance = door
cmd-ludo-tournament-new-advance-desc = Knock-out: hoeveel er per tafel doorgaan, 1 of 2 (standaard: 1)
cmd-ludo-tournament-new-size = tafelgrootte
cmd-ludo-tournament-new-size-desc = Plaatsen aan elke tafel, 2 tot 6 (standaard: 4)
cmd-ludo-tournament-new-preset = variant
cmd-ludo-tournament-new-preset-desc = De variant die gespeeld wordt (standaard: die van de server)
cmd-ludo-tournament-new-rules = huisregels
cmd-ludo-tournament-new-rules-desc = Huisregels voor elke tafel, bijv. capture=no six_again=yes
cmd-ludo-tournament-new-pace = tempo
cmd-ludo-tournament-new-pace-desc = Hoe lang een beurt mag duren (standaard: die van de server)
cmd-ludo-tournament-new-computers = computerspelers
cmd-ludo-tournament-new-computers-desc = Computerspelers vullen de lege plaatsen aan een tafel (standaard: ja)
cmd-ludo-tournament-new-level = niveau
cmd-ludo-tournament-new-level-desc = Niveau van de computerspelers, ook als ze een verwijderde speler vervangen (standaard: makkelijk)
cmd-ludo-tournament-new-signup = aanmelden
cmd-ludo-tournament-new-signup-desc = Aanmeldtijd in minuten tot de automatische start (standaard: de organisator start)
cmd-ludo-tournament-new-maximum = maximum
cmd-ludo-tournament-new-maximum-desc = Hoeveel spelers zich mogen aanmelden, 2 tot 512 (standaard: 64)
cmd-ludo-tournament-new-event = evenement
cmd-ludo-tournament-new-event-desc = Maak ook een Discord-evenement voor de start (Evenementen beheren nodig)
cmd-ludo-tournament-join = aanmelden
cmd-ludo-tournament-join-desc = Meld je aan voor het toernooi van dit kanaal.
cmd-ludo-tournament-leave = afmelden
cmd-ludo-tournament-leave-desc = Meld je af voor het toernooi van dit kanaal (na de start neemt een computer je plaatsen over).
cmd-ludo-tournament-start = starten
cmd-ludo-tournament-start-desc = Sluit het aanmelden en speel de eerste ronde, of ga verder na een pauze (organisator).
cmd-ludo-tournament-pause = pauzeren
cmd-ludo-tournament-pause-desc = Er begint geen nieuwe ronde tot het toernooi weer gestart wordt (organisator).
cmd-ludo-tournament-drop = verwijderen
cmd-ludo-tournament-drop-desc = Haal een speler uit het toernooi (organisator).
cmd-ludo-tournament-drop-member = lid
cmd-ludo-tournament-drop-member-desc = Wie eruit gaat: vanaf nu neemt een computer de plaatsen over
cmd-ludo-tournament-replace = vervangen
cmd-ludo-tournament-replace-desc = Voor een ronde neemt iemand de plaats in van een speler die er niet is (organisator).
cmd-ludo-tournament-replace-member = lid
cmd-ludo-tournament-replace-member-desc = De speler die er niet is
cmd-ludo-tournament-replace-by = door
cmd-ludo-tournament-replace-by-desc = Wie de plaats inneemt, met de punten
cmd-ludo-tournament-end = stoppen
cmd-ludo-tournament-end-desc = Stop het toernooi nu; tafels die nog spelen eindigen zonder uitslag (organisator).
cmd-ludo-tournament-standings = stand
cmd-ludo-tournament-standings-desc = De stand van het toernooi in dit kanaal.
cmd-ludo-tournament-pairings = indeling
cmd-ludo-tournament-pairings-desc = De tafels van deze ronde, met de spelers en hun punten.
pairing_tables = { $count } spelers aan { $tables } tafels van { $smallest } tot { $largest } plaatsen (gekozen: { $size })
pairing_bye = { $names } heeft een vrije ronde: plaats { $rank } met { $points ->
    [one] { $points } punt
   *[other] { $points } punten
    }, { $before ->
    [0] nog geen eerdere vrije ronde
    [one] al één vrije ronde eerder
   *[other] al { $before } vrije rondes eerder
    }
pairing_bye_seed = { $names } gaat door zonder te spelen: als nummer { $seed } geplaatst
pairing_points = Tafel { $table }: de puntengroep van { $high } tot { $low } punten
pairing_moved = Tafel { $table }: { $names } is hierheen gezet vanaf tafel { $from_table }, zodat minder spelers elkaar weer treffen
pairing_repeat = Tafel { $table }: { $names } treffen elkaar weer (al { $times } keer eerder); geen indeling voorkomt dat
pairing_seed = Tafel { $table }: { $names }, als nummer { $seed } geplaatst
pairing_seat = Tafel { $table }: { $names } is als { $seat }e aan de beurt (eerder al { $last } keer als laatste)
cmd-ludo-tournament-role = rol
cmd-ludo-tournament-role-desc = Kies de rol waarvan de leden hier toernooien organiseren (Server beheren).
cmd-ludo-tournament-role-role = rol
cmd-ludo-tournament-role-role-desc = De leden organiseren hier toernooien (geen: alleen Server beheren)
tournament_role_set = Leden van { $role } mogen hier nu toernooien organiseren.
tournament_role_cleared = Alleen wie Server beheren mag, organiseert hier nu toernooien.
takes_role = een rol van deze server
cmd-ludo-tournament-new-duplicate = dezelfde-worpen
cmd-ludo-tournament-new-duplicate-desc = Dezelfde worpen: elke tafel van een ronde gooit dezelfde ogen (standaard: nee)
tournament_duplicate = Dezelfde worpen: elke tafel van een ronde gooit dezelfde ogen, uit een seed die aan het eind van de ronde bekend wordt
tournament_seed = Dobbelsteen-seed van ronde { $round }: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = Deze link is niet geldig: vraag een nieuwe aan met /ludo bord.
web_token_expired = Deze link is verlopen: vraag een nieuwe aan met /ludo bord.
web_token_other_game = Deze link hoort bij een ander spel: die van dit spel krijg je met /ludo bord.
web_busy = Het livebord is nu overbelast: probeer het zo nog een keer.
web_too_many_here = Er staan te veel liveborden open vanaf jouw adres: sluit er een paar en probeer het opnieuw.
web_game_full = Er kijken te veel mensen naar dit spel: probeer het zo nog een keer.
web_too_big = Dat bericht is te lang (hoogstens { $most } bytes).
web_flood = Te veel klikken tegelijk: wacht even.
web_malformed = De pagina stuurde iets wat de bot niet begrijpt: laad de pagina opnieuw.
web_spectator = Je kijkt mee: alleen spelers kunnen op de knoppen drukken, via de link die de bot hun privé stuurt (/ludo bord).
web_no_game = Dat spel bestaat niet.
web_private = Dit spel wordt in een privéchat gespeeld: open het met de link die de bot je gaf (/ludo bord in die chat).
label_watch = Live kijken
board_live = Je eigen link naar het livebord (wie hem heeft, speelt namens jou, dus deel hem met niemand; hij verloopt { $at }): { $url }
dm_live = Speel op het livebord: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = punten
cmd-ludo-tournament-new-points-desc = Punten per plaats, vanaf de eerste, bv. 6,4,2,0 (een kleinere tafel laat de laatste weg)
cmd-ludo-tournament-new-bye = vrije-ronde
cmd-ludo-tournament-new-bye-desc = Punten voor een vrije ronde in een Zwitsers toernooi, 0 tot 100 (standaard: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Punten per plaats: { $points } · vrije ronde: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = Aan een tafel van { $seats }: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } is geen aantal punten: geef hele getallen, vanaf de eerste plaats, bv. 6,4,2,0.
points_negative = Punten kunnen niet onder nul liggen: { $value }.
points_too_large = Een plaats levert hoogstens { $most } punten op, niet { $value }.
# $count: how many values were given; $seats: the table's size.
points_count = Geef punten voor elk van de { $seats } plaatsen aan een tafel, vanaf de eerste (je gaf er { $count }).
# $points: the values as given, best first.
points_not_descending = De punten moeten van de eerste naar de laatste plaats dalen, en de eerste moet meer krijgen dan de laatste: { $points }.
tournament_bad_bye = Een vrije ronde levert 0 tot { $most } punten op, niet { $value }.
