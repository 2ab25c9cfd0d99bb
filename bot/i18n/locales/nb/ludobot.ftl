# ludobot: norsk bokmål (nb; Discords locale «no»). Ordene fra Fia-tradisjonen:
# brikke, bås (der brikkene venter), startfelt, frifelt (et felt der brikken ikke kan
# slås ut), banen, midtrekke, mål/målfelt, slå ut, sperre; «blåse» (som i dam) for huff.
# Kommandonavn (cmd-*): små bokstaver, ingen mellomrom, 1–32 tegn; beskrivelser maks 100 tegn.

## Ordenstall og flertall brukt av mange meldinger

# En plass i et spill: 1., 2., 3.
ordinal = { NUMBER($n, type: "ordinal") ->
   *[other] { $n }.
}
# To ledd i en liste: «6 eller 1».
list_or = { $first } eller { $second }
list_and = { $first } & { $second }
list_more = { $first }, { $second }

## Variantene (presets), brettene og fargene

preset_madn = Tysk klassiker
preset_mejn = Nederlandsk klassiker
preset_ludo = Ludo
preset_fia = Fia
preset_marbles = Kulespill
board_classic4 = det klassiske korsbrettet (40 felt, 4 målfelt hver)
board_classic6 = brettet for seks farger (60 felt, 4 målfelt hver)
board_cross4 = Ludo-korset (52 felt, en midtrekke på 5 og felles mål)
colour_red = rød
colour_yellow = gul
colour_blue = blå
colour_green = grønn
colour_orange = oransje
colour_purple = lilla
# Merket til hver farge på brettet og i banneret: én eller to bokstaver, alle forskjellige.
letter_red = R
letter_yellow = Gu
letter_blue = B
letter_green = Gr
letter_orange = O
letter_purple = L
level_easy = lett
level_normal = normal
level_hard = vanskelig
level_random = tilfeldig
# Verdien «auto»: serverens eget språk.
language_name = Norsk
language_auto = serverens språk ({ $language })

## Regelvalgene (/ludo oppsett sett, `ludobot simulate --help`): én linje hver

option_board = banens lengde og målets form
option_entry_rolls = kast som setter en brikke fra båsen ut på startfeltet
option_forced_entry = må en brikke settes i spill når kastet tillater det
option_clear_start = startfeltet må ryddes mens brikker venter i båsen
option_start_pieces = brikker på startfeltet når spillet begynner
option_three_tries = tre kast for å få en brikke i spill når ingenting kan flyttes
option_three_tries_bonus = et ekstra kast om brikken kommer i spill før tredje forsøk
option_six_again = en sekser gir et nytt kast etter trekket
option_six_again_without_move = en sekser som ikke kan brukes, gir likevel et nytt kast
option_max_sixes = den tredje sekseren på rad avslutter turen (0: av)
option_own_landing = hva som skjer når en brikke lander på en egen brikke
option_own_start_entry = med own_landing=capture, et kast som setter brikker i spill mens en egen brikke står på startfeltet: en ny brikke kommer ut (den egne går tilbake), eller brikken der flytter videre
option_block_passing = hvem som kan passere en sperre av 2+ egne brikker
option_capture = en brikke som lander på en motspillers brikke, slår den tilbake til båsen
option_safe_start = en brikke på sitt eget startfelt står på frifelt og kan ikke slås ut
option_capture_at_turn_end = utslag teller bare der den slående brikken står når turen er over
option_forced_capture = slagplikt: kan en brikke slås ut, må det gjøres
option_capture_extra_lap = slagplikten gjelder også når brikken må forbi eget mål og ta en runde til
option_exact_home = en brikke kommer bare i mål med nøyaktig kast
option_overshoot = et kast forbi det siste målfeltet: ikke tillatt, eller telles tilbake
option_home_jump = en brikke kan hoppe over andre på målfeltene
option_home_moves = en brikke på målfeltene kan flytte videre innover
option_must_move = en spiller må flytte når et lovlig trekk finnes
option_turn_order = hvem som begynner
option_play_to_end = spill videre etter at den første er ferdig
option_teams = makkere sitter overfor hverandre og vinner sammen
option_war = sistemann igjen vinner: utslåtte brikker går ut av spillet
option_war_rounds = runder før en krig avgjøres til fordel for den med flest brikker

## /ludo regler: reglene med enkle ord, én setning hver, i den rekkefølgen en tur møter dem

explain_head = { $preset_name } på { $board }.
# $rolls: «6», eller «6 eller 1» (list_or).
explain_entry = Et kast på { $rolls } setter en brikke fra båsen ut på startfeltet.
explain_forced_always = Du må sette en brikke i spill når du kan.
explain_forced_no_piece = Du må sette en brikke i spill bare når du ikke har noen brikker på banen.
explain_forced_never = Du velger selv om du vil sette en brikke i spill.
explain_clear_start = Mens brikker venter i båsen, må startfeltet ryddes først.
explain_start_pieces = Alle begynner med én brikke allerede på startfeltet.
explain_three_tries = Har du ingenting å flytte, får du tre forsøk på å få en brikke i spill.
explain_three_tries_bonus = Har du ingenting å flytte, får du tre forsøk på å få en brikke i spill (og et ekstra kast om det lykkes tidlig).
explain_six_again = En sekser gir et nytt kast.
explain_six_again_without_move = En sekser gir et nytt kast, også når den ikke kan brukes.
# $count er 3: «Den 3. sekseren på rad».
explain_max_sixes = Den { NUMBER($count, type: "ordinal") ->
   *[other] { $count }.
} sekseren på rad avslutter turen med en gang.
explain_landing_forbidden = Du kan ikke lande på din egen brikke.
explain_landing_capture = Lander du på din egen brikke, går den tilbake til båsen.
explain_landing_stack = Egne brikker kan stå på samme felt.
explain_landing_block = To egne brikker på samme felt danner en sperre.
explain_own_start_enter = Et kast som setter brikker i spill, henter ut en ny brikke selv om en egen brikke står på startfeltet.
explain_own_start_move_on = Står en egen brikke på startfeltet, flyttes den videre med kastet i stedet for at en ny kommer ut.
explain_block_nobody = Ingen kan passere en sperre.
explain_block_opponents = Motspillerne kan ikke passere sperren din, men det kan du.
explain_capture = Lander du på en motspillers brikke, blir den slått ut og må tilbake til båsen.
explain_no_capture = Brikker blir aldri slått ut.
explain_safe_start = En brikke på sitt eget startfelt står på frifelt og kan ikke slås ut.
explain_capture_at_turn_end = Du slår bare ut en brikke der brikken din blir stående når turen er over.
explain_forced_capture_strict = Kan du slå ut en brikke, må du gjøre det.
explain_forced_capture_huff = Lar du være å slå ut når du kan, kan de andre blåse en av brikkene dine.
explain_capture_extra_lap = Det gjelder også når brikken må forbi eget mål og ta en runde til.
# $home er «goal» (Ludo-korsets felles mål) eller «home» (målfelt).
explain_exact_home = Du trenger nøyaktig kast for å komme { $home ->
    [goal] inn i målet
   *[home] inn på målfeltene
}.
explain_exact_home_bounce = Du trenger nøyaktig kast for å komme { $home ->
    [goal] inn i målet
   *[home] inn på målfeltene
} (et for høyt kast telles tilbake).
explain_deepest_free = Et høyt kast stopper { $home ->
    [goal] i målet
   *[home] på det innerste ledige målfeltet
}.
explain_home_jump = Brikker kan hoppe over hverandre { $home ->
    [goal] på veien inn i målet
   *[home] på målfeltene
}.
explain_no_home_jump = Ingen hopping { $home ->
    [goal] på veien inn i målet
   *[home] på målfeltene
}.
explain_home_stays = En brikke { $home ->
    [goal] på veien inn i målet
   *[home] på målfeltene
} blir stående der den er.
explain_may_pass = Du kan stå over i stedet for å flytte.
explain_order_highest_roll = Alle kaster; den som får høyest, begynner.
explain_order_fixed_colours = Rød begynner, deretter går det med klokken.
explain_order_seating = Den som ble med først, begynner.
explain_partners = Makkere sitter overfor hverandre og vinner sammen.
explain_war = Krig: utslåtte brikker går ut av spillet; den siste siden som står igjen, vinner (etter { $rounds } runder vinner den med flest brikker).
explain_play_to_end = Spillet fortsetter til alle plassene er avgjort.
explain_first_home_wins = Den første som får alle brikkene { $home ->
    [goal] inn i målet
   *[home] i mål
}, vinner.

## Trekkloggen (én linje per hendelse, under brettet; kanalens språk)

# $who: navn og farge, «Kari (rød)» (se who_colour).
who_colour = { $name } ({ $colour })
log_order_roll = { $who } kaster { $value } om hvem som begynner
log_begins = { $who } begynner
log_rolled = { $who } kaster { $value }
log_retry = { $who } prøver igjen (forsøk { $value } av 3)
log_entered = { $who } setter brikke { $piece } i spill
log_moved = { $who } flytter brikke { $piece }
log_home = { $who }: brikke { $piece } er i mål
log_captured = { $who } slår ut brikke { $victim_piece } til { $victim }
log_own_capture = { $who } slår ut sin egen brikke { $victim_piece }
log_blocked = { $who } lager en sperre
log_passed = { $who } kan ikke flytte
log_bonus = { $who } kaster igjen
log_third_six = { $who } kaster tredje sekser: turen er over
log_huffed = { $seat } blåser brikke { $piece } til { $who }
log_finished = { $who } har alle brikkene i mål
# $place: et ordenstall («2.»).
log_placed = { $seat } kommer på { $place } plass
log_eliminated = { $seat } er ute av krigen
log_won = { $seat } vinner!
log_timed_out = { $seat } brukte opp tiden; boten spiller i stedet
log_away = { $seat } er borte: en datamaskin tar over plassen
log_back = { $seat } er tilbake

## Trekknapper ($piece er tallet på brikken): maks 40 tegn med et navn på 20 tegn, så en
## mobil viser dem hele (Discord kutter ved 80)

move_pass = Stå over
move_hits_own = { $piece } slår ut egen brikke
move_captures = { $piece } slår ut { $victim }
move_captures_lap = { $piece } slår ut { $victim }, +1 runde
move_enters = { $piece } kommer ut
move_home = { $piece } → mål
move_block = { $piece } lager sperre
move_bounces = { $piece } spretter tilbake
move_steps = { $piece } flytter { $steps ->
    [one] { $steps } felt
   *[other] { $steps } felt
}

## Ord på brettbildet (banneret)

# En plass uten navn.
picture_player = Spiller { $number }
picture_nobody = Ingen
# Norwegian verbs do not change with the number of winners ($count).
picture_wins = { $count ->
   *[other] { $who } vinner!
}
# $letter: bokstaven på fargens brikker.
picture_order = { $who } ({ $letter }) kaster om å begynne
picture_move = { $who } ({ $letter }) flytter
picture_roll = { $who } ({ $letter }) kaster
# Én plass i rekken av dem som er ferdige: «1. Kari».
picture_place = { $place } { $who }

## Siden med brettet i sanntid (i nettleseren, på seerens språk)

web-title = Ludo, spill #{ $game }: brettet i sanntid
web-board = Spillebrettet
web-roll = Kast terningen
web-moves = Dine trekk
web-log = Trekkhistorikk
web-players = Spillere
web-pace = Tempo: { $pace }
web-time-left = Tid igjen: { $time }
web-viewers = Tilskuere: { $count }
web-watching = Du ser på dette spillet.
web-you-play = Din farge: { $colour }
web-your-turn = Din tur!
web-connecting = Kobler til …
web-reconnecting = Mistet forbindelsen: kobler til på nytt …
web-places = Sluttstilling
web-computer = datamaskin, { $level }
web-away = borte: datamaskinen spiller
web-you-away = Du er borte: en datamaskin tar turene dine til du er tilbake.
web-host = vert
web-die = Terningen viser { $value }
web-piece-yard = { $colour }: brikke { $piece }, i båsen
web-piece-track = { $colour }: brikke { $piece }, på felt { $square }
web-piece-home = { $colour }: brikke { $piece }, på et målfelt
web-piece-goal = { $colour }: brikke { $piece }, i mål
web-piece-out = { $colour }: brikke { $piece }, ute av spillet
web-piece-move = { $piece }: { $move }
web-ended = Spillet ble avsluttet uten resultat.
## Ord på bildet av stillingen (i en turnering)

standings_heading = Stilling
standings_after = Etter runde { $round } av { $rounds }
standings_final = Sluttstilling
standings_player = Spiller
standings_points = Poeng
standings_opponents = Motstanderpoeng
standings_wins = Seirer
standings_games = Spilt
standings_more = … og { $count } til

## Spillet og knappene (private svar, på språket til den som trykket)

no_game = Det finnes ikke noe spill #{ $game } her.
no_game_here = Det er ikke noe spill i denne kanalen: start et med /ludo ny.
damaged = Den lagrede tilstanden til dette spillet er skadet; en admin kan avslutte det med /ludo avslutt.
other_channel = Den knappen hører til spill #{ $game }, som spilles i en annen kanal.
already_started = Spillet har allerede startet: brettet over er det som gjelder nå.
lobby_closed = Denne lobbyen er stengt.
lobby_changed = Lobbyen endret seg i mellomtiden: kortet viser den nå; prøv igjen.
already_in = Du er allerede med i dette spillet.
full = Dette spillet er fullt.
not_in = Du er ikke med i dette spillet.
host_cannot_leave = Verten kan ikke gå ut; avlys heller spillet.
# $action er en av action_*-meldingene under.
host_only = Bare verten kan { $action }.
action_computer = legge til datamaskinspillere
action_kick = fjerne spillere
action_rules = endre reglene for dette spillet
action_start = starte spillet
action_cancel = avlyse spillet
no_seat = Den plassen finnes ikke.
too_few = Et spill trenger minst 2 spillere: be noen bli med, eller legg til en datamaskin.
unknown_button = Ukjent knapp.
join_first = Bli med i spillet først, så kan du velge farge.
bad_colour = Velg en av { $colours }, ikke { $colour }.
colour_taken = { $name } har allerede { $colour }.
rules_players = Disse reglene fungerer ikke for { $players } spillere: { $option }: { $why }.
not_started = Dette spillet har ikke startet ennå.
closed = Dette spillet er over: kortet viser hvordan det endte.
over = Dette spillet er over.
out_of_date = Det brettet var utdatert: nå viser det spillet slik det er.
dice_hash = -# Terninger som kan etterprøves: seedens SHA-256 er `{ $hash }`; seeden vises når spillet er over.
dice_seed = -# Terningseed `{ $seed }`: sjekk hvert kast med /ludo verifiser eller `ludobot verify`.
export_caption = Spill #{ $game } som JSON: sjekk terningene med `ludobot verify` på denne filen.
no_seed = Spill #{ $game } ble ikke spilt med etterprøvbart rettferdige terninger (det begynte før de kom).
verify_holds = Spill #{ $game }: { $rolls ->
    [one] det ene kastet stemmer
   *[other] alle { $rolls } kastene stemmer
} med den avslørte seeden. ✅
    -# SHA-256 for den avslørte seeden er `{ $hash }`: det må være hashen spillets første brett viste.
verify_seed_not_revealed = Spill #{ $game } pågår fortsatt: seeden vises når det er over.
verify_bad_seed = Spill #{ $game }: den lagrede seeden er skadet.
verify_seed_hash_differs = Spill #{ $game }: seeden stemmer ikke med hashen som ble vist. ❌
verify_roll_differs = Spill #{ $game }: kast { $roll } er ikke det seeden gir. ❌
    -# SHA-256 for den avslørte seeden er `{ $hash }`: det må være hashen spillets første brett viste.
verify_illegal_action = Spill #{ $game }: handling { $action } er ikke lovlig når spillet spilles av på nytt. ❌
    -# SHA-256 for den avslørte seeden er `{ $hash }`: det må være hashen spillets første brett viste.
dice_title = **Terningene i spill #{ $game }** (øyne 1 til 6):
# $faces: hvor ofte hvert tall kom, «3 1 2 2 1 4»; $p: en p-verdi, «0.412».
dice_line = { $name }: { $rolls ->
    [one] { $rolls } kast
   *[other] { $rolls } kast
}: { $faces } · seksere { $sixes } · rettferdighetstest: p = { $p }
dice_game_p = Rettferdighetstest for hele spillet: p = { $p } (under 0,001 ville vært mistenkelig).
dice_no_rolls = Ingen har kastet i spill #{ $game } ennå.
dice_server = Serverens siste 1000 spill: { $rolls ->
    [one] { $rolls } kast
   *[other] { $rolls } kast
}, rettferdighetstest: p = { $p }.
dice_server_none = Det er ikke kastet i serverens spill ennå.
# Siste rad i terningdiagrammet (et bilde): maks rundt 20 tegn.
dice_server_label = Denne serveren
stopping = Boten starter på nytt: trykk igjen om et øyeblikk.
already_done = Allerede gjort: brettet viser spillet slik det er nå.
move_gone = Det trekket er ikke mulig lenger: brettet viser trekkene du har nå.
cannot_huff = Du kan ikke blåse nå.
huff_others = { $name } hoppet over slaget: bare de andre kan blåse.
not_your_turn = Det er turen til { $name }.
not_a_player = Du er ikke med i dette spillet; det er turen til { $name }.
move_first = Velg et trekk først.
illegal = Det er ikke lov nå.
board_below = Gjort; det aktive brettet er lenger ned: { $url }
behind_below = Det brettet er utdatert; det aktive er her: { $url }

## Slutt, omkamp, reprise

already_over = Dette spillet er allerede over.
end_not_allowed = Bare verten eller noen med Administrer kanaler kan avslutte dette spillet.
changed_meanwhile = Spillet endret seg i mellomtiden; prøv igjen.
damaged_ended = Det skadde spillet ble avsluttet.
confirm_end = Avslutte spill #{ $game } for alle? Dette kan ikke angres.
end_done = Spill #{ $game } ble avsluttet.
end_used = Spill #{ $game }: denne bekreftelsen er allerede brukt.
rematch_players_only = Bare spillerne i dette spillet kan be om omkamp.
rematch_exists = Denne kanalen har allerede et nytt spill.
rematch_open = Lobbyen for omkampen er åpen nedenfor: trykk Start når dere er klare.
never_started = Spill #{ $game } startet aldri, så det er ingenting å spille av.
still_running = Spill #{ $game } spilles fortsatt: reprisen kommer når det er over.
no_finished = Ingen spill her er ferdige ennå.
replay_failed = Reprisen kunne ikke tegnes, beklager.
replay_too_big = Reprisen av dette spillet er for lang til å lastes opp her, beklager.
replay_upload_failed = Reprisen kunne ikke lastes opp, beklager.
replay_caption = Reprise av spill #{ $game }
replay_caption_highlights = Høydepunkter fra spill #{ $game }: utslag og brikker i mål
replay_caption_last = De siste trekkene i spill #{ $game }

## Svar på kommandoer

channel_busy = Denne kanalen har allerede et spill: { $url }
game_open = Spill #{ $game } er åpent: trykk Start når alle er med.
here_is_board = Her er brettet: { $url }
no_game_in_channel = Det er ikke noe spill i denne kanalen.
need_manage = For å endre serverens regler trenger du tillatelsen Administrer server.
# Hva en innstilling tar (inne i bad_setting). Verdiene skrives som vist (yes, no, off).
takes_yes_no = `yes` eller `no`
takes_timer = 30 til 86400 sekunder, eller `off`
takes_language = `auto` eller ett av { $languages }
takes_away = `computer`, `remove` eller `off`
setting_seconds = { $seconds } s
setting_off = av
setting_yes = ja
setting_no = nei
setting_away_computer = en datamaskin tar plassen til spilleren er tilbake
setting_away_remove = spilleren fjernes, og en datamaskin spiller videre
setting_name_turn_timer = Tid per tur
setting_name_language = Språk på brettene
setting_name_auto_move = Eneste mulige trekk spilles med en gang
setting_name_ping = Nevn den som har turen
setting_name_ping_after = Nevn bare den som ikke har trykket innen
setting_name_away = Etter 3 turer på rad der tiden gikk ut
setting_name_pace = Tempo for nye spill
setting_name_takeover = Ta over en plass
setting_takeover_host = verten bekrefter
setting_takeover_anyone = hvem som helst i chatten, uten å spørre
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = Det krever disse tillatelsene: { $permissions }.
guild_only = Ludo spilles i en kanal på en server, ikke i direktemeldinger.
rules_unreadable = Reglene kan ikke leses: { $why }
# $mean: gjennomsnittlig plass, «2.50» (eller «–»).
stats = **{ $name }**: { $games ->
    [one] { $games } spill
   *[other] { $games } spill
}, { $wins ->
    [one] { $wins } seier
   *[other] { $wins } seirer
}, snittplass { $mean }, { $captures ->
    [one] { $captures } brikke slått ut
   *[other] { $captures } brikker slått ut
}.
# $trend: endringen over de siste 5 ratede spillene, «+1.2».
stats_rating = Rating { $rating } (μ { $mu }, σ { $sigma }); endring over { $games ->
    [one] det siste ratede spillet
   *[other] de siste { $games } ratede spillene
}: { $trend }.
stats_rating_first = Rating { $rating } (μ { $mu }, σ { $sigma }) etter det første ratede spillet.
dice_description = Hvor ofte hver spiller kastet hvert tall, og serverens terninger
stats_colour = Favorittfarge: { $colour }.
rated_line = { $rank }. { $who }: rating { $rating } etter { $games ->
    [one] { $games } spill
   *[other] { $games } spill
}
rated_computer = Datamaskin ({ $level })
leaderboard_empty = Ingen har fullført et spill på denne serveren ennå.
leaderboard_title = Toppliste
# /ludo hjelp: én melding per linje; kommandonavnene som Discord viser dem på norsk.
help_new = **/ludo ny** åpner et spill; de andre trykker **Bli med** (eller verten **Legg til datamaskin**) og kan velge farge i menyen; verten trykker **Start**.
help_turn = Når det er din tur, trykker du **Kast** og så knappen til brikken du vil flytte: tallene på knappene er tallene på brikkene.
help_commands = **/ludo brett** legger ut brettet på nytt · **/ludo regler** forklarer reglene · **/ludo avslutt** avslutter et spill.
help_record = **/ludo statistikk**, **/ludo toppliste**, **/ludo reprise** for historikken.
help_admins = Administratorer: **/ludo oppsett** velger serverens variant, husregler og språk.
help_presets = Varianter: { $presets }.
# $preset_name: variantens navn; $preset: identifikatoren (madn).
config_show = Variant: **{ $preset_name }** (`{ $preset }`)
    Husregler: { $overrides }
    { $settings }
no_house_rules = ingen
title_defaults = **Serverens standardvalg**
title_preset_set = **Variant valgt**
title_option_set = **{ $option } satt**
title_reset = **Innstillinger tilbakestilt**
title_language_set = **Språk valgt**
leaderboard_line = { $rank }. <@{ $user }>: { $wins ->
    [one] { $wins } seier
   *[other] { $wins } seirer
} på { $games ->
    [one] { $games } spill
   *[other] { $games } spill
}
bad_input = Verdien for { $option } kan ikke brukes: { $why }
sorry = Noe gikk galt hos meg; spillet er lagret slik det var. Prøv igjen om et øyeblikk, eller legg ut brettet på nytt med /ludo brett.
sorry_command = Noe gikk galt hos meg; ingenting ble endret. Prøv igjen om et øyeblikk.
store_error = Spillet kunne ikke lagres akkurat nå; ingenting er endret. Prøv igjen.
no_owner = Den delen av boten som kjører dette spillet, er ikke i gang akkurat nå; ingenting er endret. Prøv igjen om et øyeblikk.
owner_silent = Den delen av boten som kjører dette spillet, svarte ikke i tide. Trekket ditt kan likevel telle: se på brettet før du trykker igjen.
owner_unreachable = Trekket ditt nådde ikke den delen av boten som kjører dette spillet; ingenting er endret. Prøv igjen om et øyeblikk.
bot_needs_permissions = Jeg trenger disse tillatelsene i denne kanalen: { $permissions }.
permission_view_channel = Se kanaler
permission_send_messages = Send meldinger
permission_send_messages_in_threads = Send meldinger i tråder
permission_embed_links = Bygg inn lenker
permission_attach_files = Legg ved filer
permission_read_message_history = Les meldingshistorikk
permission_add_reactions = Legg til reaksjoner
permission_use_application_commands = Bruk applikasjonskommandoer
permission_manage_messages = Administrer meldinger
permission_manage_channels = Administrer kanaler
permission_manage_guild = Administrer server
commands_changed = Botens kommandoer er nettopp endret: vent et minutt til Discord viser de nye, og prøv igjen.
command_refused = Den kommandoen kan ikke brukes her.

## Regler og innstillinger (valgnavn og verdier skrives som brukerne skriver dem: capture=no)

unknown_preset = Ukjent variant { $preset }; velg en av { $presets }.
bad_setting = { $setting } må være { $takes }, ikke { $value }.
bad_rules = Disse reglene fungerer ikke: { $option }: { $why }.
rules_clash_preset = { $option } { $value } fungerer ikke med { $preset_name }, som setter { $other } { $other_value }; vil du spille slik likevel, legg til { $fix }.
unknown_option = { $option } er ikke et regelvalg; valgene er { $options }.
rule_format = Skriv hver regel som NAVN=VERDI, ikke { $token }.
repeated_option = { $option } er oppgitt to ganger: behold den du mener.
rule_token = { $token } er verken en variant ({ $presets }) eller NAVN=VERDI.
repeated_preset = To varianter er oppgitt, { $first } og { $second }: behold den du mener.
repeated_value = { $value } står to ganger i { $option }: skriv hver verdi bare én gang.
setting_not_rule = { $option } er en serverinnstilling, ikke en regel: en administrator setter den med `/ludo oppsett sett`.
nothing_typed = (ingenting)

## Linjer for alle (lobbyens bunntekst og meldinger; kanalens språk)

opened = { $name } åpnet et spill.
joined = { $name } ble med.
left = { $name } gikk ut.
computer_joined = { $name } (datamaskin, { $level }) ble med.
bad_level = Datamaskinnivået { $level } finnes ikke: velg et av { $levels }.
too_many_computers = { $computers ->
    [one] { $computers } datamaskinspiller får
   *[other] { $computers } datamaskinspillere får
} ikke plass: bordet har plass til { $most } i tillegg til deg.
removed = { $name } ble fjernet.
rules_set = Regler: { $preset_name } · husregler: { $overrides }.
started = Spillet begynner!
cancelled = Spillet ble avlyst.
any_colour = { $name } tar hvilken som helst farge.
colour_chosen = { $name } spiller { $colour }.
timed_out = { $name } brukte opp tiden.
away = { $name } brukte opp tiden 3 turer på rad: en datamaskin (normal) tar over plassen inntil { $name } trykker Jeg er tilbake eller skriver /ludo bli-med.
away_removed = { $name } brukte opp tiden 3 turer på rad og ble fjernet: en datamaskin tar plassen spillet ut.
back = { $name } er tilbake og tar turene sine selv igjen.
not_away = Ingen tar turene dine for deg: du er ikke markert som borte.
removed_for_good = Du ble fjernet fra dette spillet fordi du lot tiden gå ut: en datamaskin tar plassen din spillet ut.
away_press_back = En datamaskin tar turene dine mens du er borte: trykk Jeg er tilbake (eller /ludo bli-med) først.
not_in_game = Du har ingen plass i dette spillet.
ended = Spillet ble avsluttet av { $name }.
rematch = { $name } vil ha omkamp: trykk Start når dere er klare.
moved_down = Brettet har flyttet seg ned: { $url }

## Kortene (lobby og brett; kanalens språk)

# Lobbykortets hode, tre linjer. $summary: variantens navn og husreglene,
# «Fia · capture=no».
lobby_title = ## Ludo: nytt spill
lobby_rules = **Regler:** { $summary }
lobby_how = Trykk **Bli med** for å ta en plass; verten trykker **Start** (2 spillere eller flere).
seats = **Plasser { $taken }/{ $most }**
nobody_yet = ingen ennå
# En plass i lobbyen: «1. Kari», så delene under om de gjelder, skilt med mellomrom.
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · datamaskin, { $level }
seat_host = · vert
choose_level = Legg til en datamaskinspiller: velg nivå
level_easy_about = En nybegynner: flytter ofte en hvilken som helst brikke.
level_normal_about = En stødig spiller: slår ut, får brikker i spill, flytter den fremste.
level_hard_about = Veier risikoen ved hvert trekk. Den sterkeste.
footer_game = -# Spill #{ $game }
footer_round = -# Spill #{ $game } · runde { $round }
turn_head = ## Turen til { $name } ({ $colour })
ask_thinking = { $who } tenker…
ask_away = { $who } er borte: en datamaskin spiller i stedet…
ask_order = { $who }, kast om hvem som begynner.
ask_move = { $who }, velg et trekk.
ask_roll = { $who }, din tur til å kaste.
wins_one = ## 🏆 { $who } vinner!
wins_many = ## 🏆 { $who } vinner!
# $place: et ordenstall («1.»).
place_line = { $place } plass: { $who }
huff_label = Blås! Brikke { $piece } til { $name }
label_join = Bli med
label_leave = Gå ut
label_start = Start
label_cancel = Avlys
label_computer = Legg til datamaskin
label_rules = Regler…
label_roll = 🎲 Kast
label_rematch = Omkamp
label_replay = Reprise (GIF)
label_end = Ja, avslutt spillet
label_any_colour = Hvilken som helst farge
label_back = Jeg er tilbake
choose_colour = Velg farge
# Brettbildets beskrivelse (alt-tekst).
board_description = Brettet
# Filnavnene til bildene, uten ".png": bare ASCII-bokstaver, sifre og bindestreker.
file_board = brett
file_dice = terninger
last_roll = Siste kast: **{ $roll }**
nobody_rolled = Ingen har kastet ennå.
your_turn = { $mention }, din tur i spill #{ $game }.

## Regelskjemaet (vertens Regler…-knapp)

form_title = Reglene for dette spillet
form_preset = Variant
form_rules = Husregler
form_rules_hint = NAVN=VERDI-par; /ludo regler forklarer hva de betyr

## Hvorfor motoren avviser noen regler (inne i bad_rules); valgnavn skrives som brukerne skriver dem

rule_invalid = ikke mulig
rule_not_yes_no = må være `yes` eller `no`, ikke { $value }
rule_not_a_choice = { $value } er ikke en av { $choices }
rule_not_in_range = { $value } er ikke mellom { $low } og { $high }
rule_unknown_preset = det finnes ingen variant { $preset }; velg en av { $presets }
rule_unknown_option = det valget finnes ikke; valgene er { $options }
rule_war_play_to_end = `war` kan ikke kombineres med `play_to_end` (ingen kommer i mål i krig)
rule_extra_lap_forced = `capture_extra_lap` krever `forced_capture=strict` eller `forced_capture=huff`
rule_bonus_three_tries = `three_tries_bonus` krever `three_tries`
rule_home_walled = `home_moves=no` sammen med `home_jump=no` på målfelt ville stengt de innerste målfeltene for godt
rule_players_range = { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}: spillet tar 2 til 6 spillere
rule_board_too_small = { $board } har { $colours } farger, for få til { $used }; bruk `classic6`
rule_board_too_small_any = { $board } har { $colours } farger, for få til { $used }
rule_partners_odd = makkere krever et partall plasser, ikke { $used }
rule_partners_four = makkere krever to lag: minst fire farger i spill
rule_partners_one_colour = makkere krever én farge per spiller, ikke to
rule_partners_opposite = makkere sitter overfor hverandre: hver farge trenger fargen overfor i spill
rule_two_colours_each = { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
} kan ikke spille to farger hver på dette brettet
rule_players_or_seating = oppgi antall spillere eller en plassering
rule_players_seats = { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
} for { $seats ->
    [one] { $seats } plass
   *[other] { $seats } plasser
}
rule_seat_colours = hver plass trenger sine egne farger fra { $board }
rule_seat_needs_colour = hver plass trenger en farge
rule_colour_not_in_play = fargen { $colour } er ikke i spill
rule_colour_pieces = fargen { $colour } trenger fire brikker

## `ludobot verify` (kommandolinjen)

cli_verify_holds = stemmer: alle { $rolls } kast kommer fra den avslørte seeden, og hver handling er lovlig
cli_verify_seed_not_revealed = kan ikke sjekkes ennå: seeden avsløres når spillet er over
cli_verify_bad_seed = den avslørte seeden er ikke 32 byte heksadesimalt
cli_verify_seed_hash_differs = den avslørte seeden stemmer ikke med hashen som ble vist ved start
cli_verify_roll_differs = kast { $roll } (handling { $action }) er ikke det seeden gir
cli_verify_illegal_action = handling { $action } er ikke lovlig i spillet slik det spilles av
cli_export_unreadable = filen kan ikke leses som tekst
cli_export_not_json = ikke JSON (linje { $line }, kolonne { $column })
cli_export_not_export = ikke en spilleksport fra ludobot (format { $format })
cli_export_malformed = feltet { $field } mangler eller er feil
cli_export_rules = reglene eller plassene holder ikke: { $why }
cli_export_action = handling { $action } kan ikke spilles
cli_verify_hash = SHA-256 for den avslørte seeden: { $hash } (det må være hashen spillets første brett viste)

## Skråstrekkommandoer (cmd-*: kommandoens navn; cmd-*-desc: beskrivelsen; så hvert
## valgs navn og beskrivelse). Navn: 1 til 32 tegn, små bokstaver, ingen mellomrom, unike
## innenfor kommandoen; beskrivelser maks 100 tegn.

cmd-ludo = ludo
cmd-ludo-desc = Spill Ludo, Fia og andre kappløpsspill med brikker
cmd-ludo-new = ny
cmd-ludo-new-desc = Åpne et nytt spill i denne kanalen: de andre blir med via knappen.
cmd-ludo-new-preset = variant
cmd-ludo-new-preset-desc = Varianten som spilles (standard: serverens)
cmd-ludo-new-rules = husregler
cmd-ludo-new-rules-desc = Husregler for dette spillet, f.eks. capture=no six_again=yes
cmd-ludo-new-players = spillere
cmd-ludo-new-players-desc = Plasser ved bordet, 2 til 6 (standard: så mange som brettet har)
cmd-ludo-new-computers = datamaskiner
cmd-ludo-new-computers-desc = Datamaskinspillere som tar plass med en gang, 0 til 5 (standard: ingen)
cmd-ludo-new-level = nivå
cmd-ludo-new-level-desc = Nivået til disse datamaskinspillerne (standard: normal)
cmd-ludo-join = bli-med
cmd-ludo-join-desc = Ta en plass i kanalens åpne spill, eller ta plassen din tilbake etter å ha vært borte.
cmd-ludo-leave = forlat
cmd-ludo-leave-desc = Gi fra deg plassen din: før start, eller i et spill som pågår (en datamaskin tar den over).
cmd-ludo-start = start
cmd-ludo-start-desc = Start spillet i denne kanalen (verten).
cmd-ludo-board = brett
cmd-ludo-board-desc = Legg ut det aktive brettet igjen, nederst i kanalen.
cmd-ludo-rules = regler
cmd-ludo-rules-desc = Reglene for spillet i kanalen (eller serverens standard) med enkle ord.
cmd-ludo-stats = statistikk
cmd-ludo-stats-desc = Spill, seirer, plasseringer og utslåtte brikker her, og alle steder til sammen.
cmd-ludo-stats-member = medlem
cmd-ludo-stats-member-desc = Hvem statistikken gjelder (standard: deg)
cmd-ludo-leaderboard = toppliste
cmd-ludo-leaderboard-desc = De beste spillerne her etter ferdighetsrating (OpenSkill), også datamaskinnivåene.
cmd-ludo-replay = reprise
cmd-ludo-replay-desc = Et ferdig spill som animert GIF: hele spillet, høydepunktene eller slutten.
cmd-ludo-replay-game = spill
cmd-ludo-replay-game-desc = Et spillnummer (standard: det siste ferdige spillet her)
cmd-ludo-replay-part = del
cmd-ludo-replay-part-desc = Hele spillet (standard), høydepunktene eller de siste 30 trekkene
cmd-ludo-export = eksporter
cmd-ludo-export-desc = Et spill som JSON-fil: regler, plasser, alle handlinger og terningseeden når det er over.
cmd-ludo-export-game = spill
cmd-ludo-export-game-desc = Et spillnummer (standard: det siste ferdige spillet her)
cmd-ludo-verify = verifiser
cmd-ludo-verify-desc = Regn ut hvert kast i et ferdig spill på nytt fra den avslørte terningseeden.
cmd-ludo-verify-game = spill
cmd-ludo-verify-game-desc = Et spillnummer (standard: det siste ferdige spillet her)
cmd-ludo-dice = terninger
cmd-ludo-dice-desc = Hvor ofte hver spiller kastet hvert tall, med en kjikvadrattest av om terningene er rettferdige.
cmd-ludo-dice-game = spill
cmd-ludo-dice-game-desc = Et spillnummer (standard: spillet her, eller det siste ferdige)
cmd-ludo-help = hjelp
cmd-ludo-help-desc = Slik spiller du med denne boten.
cmd-ludo-end = avslutt
cmd-ludo-end-desc = Avslutt spillet i denne kanalen (verten, eller alle med Administrer kanaler).
cmd-ludo-config = oppsett
cmd-ludo-config-desc = Standardregler: serverens (Administrer server), eller dine egne utenfor servere
cmd-ludo-config-show = vis
cmd-ludo-config-show-desc = Serverens standardregler.
cmd-ludo-config-preset = variant
cmd-ludo-config-preset-desc = Velg serverens standardvariant.
cmd-ludo-config-preset-preset = variant
cmd-ludo-config-preset-preset-desc = Varianten som nye spill på denne serveren følger
cmd-ludo-config-set = sett
cmd-ludo-config-set-desc = Sett én husregel for nye spill på denne serveren.
cmd-ludo-config-set-option = valg
cmd-ludo-config-set-option-desc = Et regelvalg, eller { $settings }
cmd-ludo-config-set-value = verdi
cmd-ludo-config-set-value-desc = Verdien, f.eks. yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = tilbakestill
cmd-ludo-config-reset-desc = Tilbake til den tyske klassikeren uten husregler.
cmd-ludo-config-language = språk
cmd-ludo-config-language-desc = Språket på serverens brett, lobbyer og trekklogger.
cmd-ludo-config-language-language = språk
cmd-ludo-config-language-language-desc = auto: serverens eget språk (Serverinnstillinger, Fellesskap)

## Valg i kommandoenes menyer (choice-<verdi>; maks 100 tegn)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = hele spillet
choice-highlights = høydepunkter: utslag og brikker i mål
choice-last-30 = de siste 30 trekkene
choice-auto = automatisk: serverens språk

## Chatter der boten bare kan svare (en gruppe-DM, en DM mellom venner, en server uten boten)

external_apps_off = Denne serveren lar ikke apper som medlemmene har installert, svare offentlig («Bruk eksterne apper» er slått av), så ingen andre ville sett spillet. Spill i en direktemelding eller en gruppe-DM, eller be administratorene om å legge til boten.
# $at: et Discord-tidsstempel som hver leser ser på sitt eget språk («for 3 minutter siden»).
footer_as_of = -# Oppdatert { $at }: her endrer brettet seg når noen trykker på en knapp.
card_waits = Brettet her oppdateres neste gang noen trykker på en knapp eller bruker /ludo brett.
board_failed = Brettet kunne ikke vises her; prøv /ludo brett igjen om litt.
stats_everywhere = Alle steder til sammen: { $games ->
    [one] { $games } spill
   *[other] { $games } spill
}, { $wins ->
    [one] { $wins } seier
   *[other] { $wins } seirer
}, snittplass { $mean }, { $captures ->
    [one] { $captures } brikke slått ut
   *[other] { $captures } brikker slått ut
}.

## Tempo, «din tur» privat, spillene dine

pace_live = sanntid
pace_1h = 1 time per tur
pace_12h = 12 timer per tur
pace_24h = 24 timer per tur
pace_72h = 72 timer per tur
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Tempo: hvor lenge hver tur kan vare
lobby_pace = **Tempo:** { $pace }
card_pace = -# Tempo: { $pace } · tiden går ut { $at }
card_pace_untimed = -# Tempo: { $pace }
pace_set = Tempoet er nå { $pace }.
bad_pace = Det finnes ikke noe tempo { $pace }: velg ett av { $paces }.
action_pace = endre tempoet i dette spillet
takes_pace = `live`, `1h`, `12h`, `24h` eller `72h`
takes_dm = `slow`, `always` eller `never`
dm_turn = Din tur i spill #{ $game }: { $url }
dm_turn_ends = Din tur i spill #{ $game }: { $url } (tiden går ut { $at })
dm_reminder = Påminnelse: tiden din i spill #{ $game } går ut { $at }: { $url }
dm_your_move = Velg trekket ditt i spill #{ $game }: { $url }
dm_played = Ferdig i spill #{ $game }: { $url }
dm_turn_over = Denne turen i spill #{ $game } er over: { $url }
dm_set = Direktemeldinger når det er din tur: { $when }.
dm_unreachable = Discord avviste den siste «din tur»-meldingen boten sendte deg (direktemeldingene dine er stengt for den, eller den er blokkert), så den sluttet å prøve en stund. Nå som du har brukt boten, prøver den igjen på din neste tur.
dm_when_slow = i langsomme spill
dm_when_always = i alle spill
dm_when_never = aldri
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Spillene dine
mygames_yours = **Din tur** · spill #{ $game } · { $pace } · { $url }
mygames_other = Turen til { $name } · spill #{ $game } · { $pace } · { $url }
mygames_lobby = Lobby · spill #{ $game } · { $pace } · { $url }
mygames_ends = tiden går ut { $at }
no_games = Du sitter ikke i noe spill.
cmd-ludo-new-pace = tempo
cmd-ludo-new-pace-desc = Hvor lenge hver tur kan vare (standard: serverens)
cmd-ludo-dm = dm
cmd-ludo-dm-desc = Når boten sier fra privat at det er din tur.
cmd-ludo-dm-when = når
cmd-ludo-dm-when-desc = I langsomme spill (standard), i alle spill eller aldri
cmd-ludo-mygames = mine-spill
cmd-ludo-mygames-desc = Alle spill du sitter i, de der det er din tur først.
cmd-ludo-gender = kjønn
cmd-ludo-gender-desc = Hvordan setninger om deg bøyes der språket trenger det (andre ser bare setningene).
cmd-ludo-gender-form = som
cmd-ludo-gender-form-desc = Feminint, maskulint eller ikke satt (nøytral ordlyd)
gender_set = Bøyning av setninger om deg: { $form }.
gender_form_unset = ikke satt (nøytral ordlyd)
gender_form_feminine = feminint
gender_form_masculine = maskulint
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` eller `masculine`

## Plasser som skifter hender

left_running = { $name } forlot spillet: { $computer } tar over plassen.
took_seat = { $name } tar over plass { $seat } etter { $old }.
seat_not_free = Plass { $seat } tilhører { $name }: bare en datamaskins plass, eller en fjernet spillers, kan tas over.
action_takeover = overlate en plass
takes_takeover = `host` eller `anyone`
log_handover = { $seat } tar over plassen
replay_handover = Tur { $turn }: { $new } tok over plass { $seat } etter { $old }.
takeover_asked = { $name } vil ta over plass { $seat } ({ $old }) i spill #{ $game }: verten bekrefter med knappen.
label_confirm_takeover = Overlat plassen
cmd-ludo-takeover = overta
cmd-ludo-takeover-desc = Ta over en datamaskins plass i spillet som pågår i denne kanalen (verten bekrefter).
cmd-ludo-takeover-seat = plass
cmd-ludo-takeover-seat-desc = Plassens nummer, slik lobbyen viste det

## Brettet som Discord-aktivitet (web/activity_routes.py, «Åpne brettet» på kortet)

label_open_board = Åpne brettet
web-activity-cannot-launch = Brettet kan ikke åpnes i Discord her: /ludo brett gir deg lenken til det for nettleseren din.
web-activity-bad-request = Denne forespørselen kommer ikke fra brettets side.
web-activity-code-refused = Discord godtok ikke innloggingen. Lukk brettet og åpne det igjen.
web-activity-token-refused = Innloggingen din hos Discord har utløpt. Lukk brettet og åpne det igjen.
web-activity-instance-unknown = Discord kjenner ikke denne aktiviteten. Lukk brettet og åpne det igjen.
web-activity-other-channel = Denne aktiviteten kjører i en annen kanal enn den den oppgir.
web-activity-not-in-instance = Du er ikke med i denne aktiviteten: bli med fra kanalen først.
web-activity-no-game = Det er ikke noe spill i denne kanalen ennå: åpne et der, og åpne så brettet igjen.
web-activity-unreachable = Discord svarte ikke. Prøv igjen om litt.
web-activity-busy = For mange forespørsler herfra: vent litt, og åpne så brettet igjen.
web-activity-off = Med denne boten kan brettet ikke åpnes i Discord.
web-activity-not-authorised = Brettet må vite hvem du er: tillat det når Discord spør, eller spill på kortet.
web-activity-failed = Brettet kunne ikke starte her: /ludo brett gir deg lenken til det for nettleseren din.
## Turneringer (/ludo tournament): sveitsersystem og utslag over mange bord

tournament_title = 🏆 Turnering #{ $id }
tournament_format_swiss = Sveitsersystem: { $rounds ->
    [one] én runde
   *[other] { $rounds } runder
}, alle spiller hver runde
tournament_format_knockout = Utslag: { $n ->
    [one] vinneren ved hvert bord går videre
   *[other] de { $n } første ved hvert bord går videre
}
tournament_tables_of = Bord med { $seats } plasser · { $preset_name } · { $pace }
tournament_computers_yes = Datamaskiner ({ $level }) fyller ledige plasser
tournament_computers_no = Ledige plasser forblir tomme
tournament_starts = Starter <t:{ $when }:R>
tournament_signed_up = Påmeldt: { $count }/{ $most }
tournament_more = og { $n } til
tournament_nobody = Ingen ennå.
tournament_status = { $status ->
    [signup] **Påmeldingen er åpen**
    [running] **Pågår**
    [paused] **Satt på pause**
    [done] **Ferdig**
   *[ended] **Avbrutt**
}
tournament_round = Runde { $round }
tournament_table_line = Bord { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = en datamaskin
tournament_action = { $what ->
    [create] Opprettet av { $name }
    [start] Startet av { $name }
    [resume] Gjenopptatt av { $name }
    [pause] Satt på pause av { $name }
    [drop] { $name } tok en spiller ut av turneringen
    [left_running] { $name } trakk seg: en datamaskin tar over plassene
    [replace] { $name } byttet ut en spiller
    [end] Avbrutt av { $name }
    [round] En ny runde har begynt
    [done] Det siste bordet er ferdig
    [no_place] Fikk ikke laget en tråd for et bord: satt på pause
    [reveal] Runden er over: terningseeden er avslørt
   *[too_few] For få var påmeldt da det skulle starte
}
tournament_standings = Stillingen i turnering #{ $id } etter runde { $round }
tournament_standing = { $rank }. { $name } — { $points } p (motstandere { $tiebreak }, { $played } partier)
tournament_podium = 🏆 Turnering #{ $id } er ferdig!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = Runde { $round } · Bord { $table }
file_standings = stilling
tournament_created = Turnering #{ $id } er åpen for påmelding.
tournament_joined = Du er påmeldt turnering #{ $id }.
tournament_left = Du har forlatt turnering #{ $id }.
tournament_going = Turnering #{ $id } er i gang.
tournament_paused = Turnering #{ $id } er satt på pause: ingen ny runde begynner før den startes igjen.
tournament_dropped = Spilleren er tatt ut av turnering #{ $id }: en datamaskin tar over plassene.
tournament_replaced = Den nye spilleren tar plassen til den som ikke møtte.
tournament_ended = Turnering #{ $id } ble avbrutt.
tournament_bad_format = Turneringsformen «{ $value }» finnes ikke: swiss eller knockout.
tournament_bad_size = Et bord har 2 til 6 plasser, ikke { $value }.
tournament_bad_rounds = Et sveitsersystem har 1 til { $most } runder, ikke { $value }.
tournament_bad_advance = Fra hvert bord går 1 eller 2 spillere videre, alltid færre enn bordet har plasser (ikke { $value }).
tournament_bad_maximum = Maksimum må være mellom 2 og { $most } spillere, ikke { $value }.
tournament_bad_level = Datamaskinnivået «{ $value }» finnes ikke.
tournament_bad_preset = Varianten «{ $value }» finnes ikke.
tournament_past_start = Starten må ligge fram i tid.
tournament_none = Den turneringen finnes ikke.
tournament_none_here = Det er ingen turnering i denne kanalen.
tournament_organisers_only = Bare arrangøren, noen med tillatelsen Administrer server, eller et medlem av rollen for turneringsarrangører kan gjøre det.
tournament_servers_only = Turneringer spilles på en server som har boten, i en kanal der den kan skrive.
tournament_needs_threads = Boten trenger tillatelsen Opprett offentlige tråder i denne kanalen: hvert bord spiller i en tråd.
tournament_no_threads = Boten fikk ikke laget en tråd for et bord, så turneringen er satt på pause.
tournament_event_refused = For å lage et Discord-arrangement trenger boten tillatelsen Administrer arrangementer.
tournament_event_needs_start = Et Discord-arrangement trenger et starttidspunkt: oppgi også minuttene med påmelding.
tournament_exists = Denne kanalen har allerede en turnering.
tournament_signup_closed = Påmeldingen til denne turneringen er stengt.
tournament_already_in = Du er allerede påmeldt.
tournament_full = Turneringen er full ({ $most } spillere).
tournament_not_in = Du er ikke påmeldt denne turneringen.
tournament_started = Turneringen har allerede startet.
tournament_too_few = En turnering trenger minst 2 spillere ({ $count } påmeldt).
tournament_not_running = Turneringen spilles ikke nå.
tournament_not_entrant = Den personen spiller ikke i denne turneringen.
tournament_replace_between = En spiller kan bare byttes ut før starten, eller mens turneringen står på pause mellom to runder.
tournament_over = Turneringen er allerede ferdig.
choice-swiss = sveitsersystem
choice-knockout = utslag
cmd-ludo-tournament = turnering
cmd-ludo-tournament-desc = Turneringer med sveitsersystem og utslag over mange bord
cmd-ludo-tournament-new = ny
cmd-ludo-tournament-new-desc = Åpne en turnering i denne kanalen for påmelding (Administrer server).
cmd-ludo-tournament-new-format = oppsett
cmd-ludo-tournament-new-format-desc = Sveitsersystem (alle spiller hver runde) eller utslag
cmd-ludo-tournament-new-rounds = runder
cmd-ludo-tournament-new-rounds-desc = Sveitsersystem: hvor mange runder, 1 til 12 (standard: 3)
cmd-ludo-tournament-new-advance = videre
cmd-ludo-tournament-new-advance-desc = Utslag: hvor mange ved hvert bord som går videre, 1 eller 2 (standard: 1)
cmd-ludo-tournament-new-size = bordstørrelse
cmd-ludo-tournament-new-size-desc = Plasser ved hvert bord, 2 til 6 (standard: 4)
cmd-ludo-tournament-new-preset = variant
cmd-ludo-tournament-new-preset-desc = Varianten som spilles (standard: serverens)
cmd-ludo-tournament-new-rules = husregler
cmd-ludo-tournament-new-rules-desc = Husregler for alle bord, f.eks. capture=no six_again=yes
cmd-ludo-tournament-new-pace = tempo
cmd-ludo-tournament-new-pace-desc = Hvor lang tid hver tur kan ta (standard: serverens)
cmd-ludo-tournament-new-computers = datamaskiner
cmd-ludo-tournament-new-computers-desc = Datamaskiner fyller ledige plasser ved bordene (standard: ja)
cmd-ludo-tournament-new-level = nivå
cmd-ludo-tournament-new-level-desc = Nivået deres, også for datamaskinen til en som er tatt ut (standard: lett)
cmd-ludo-tournament-new-signup = påmelding
cmd-ludo-tournament-new-signup-desc = Minutter med påmelding før den starter av seg selv (standard: arrangøren starter)
cmd-ludo-tournament-new-maximum = maksimum
cmd-ludo-tournament-new-maximum-desc = Hvor mange som kan melde seg på, 2 til 512 (standard: 64)
cmd-ludo-tournament-new-event = arrangement
cmd-ludo-tournament-new-event-desc = Lag også et Discord-arrangement for starten (krever Administrer arrangementer)
cmd-ludo-tournament-join = meld-på
cmd-ludo-tournament-join-desc = Meld deg på turneringen i denne kanalen.
cmd-ludo-tournament-leave = meld-av
cmd-ludo-tournament-leave-desc = Forlat turneringen i denne kanalen (etter starten spiller en datamaskin plassene dine).
cmd-ludo-tournament-start = start
cmd-ludo-tournament-start-desc = Steng påmeldingen og start første runde, eller fortsett etter en pause (arrangør).
cmd-ludo-tournament-pause = pause
cmd-ludo-tournament-pause-desc = Ingen ny runde begynner før turneringen startes igjen (arrangør).
cmd-ludo-tournament-drop = ta-ut
cmd-ludo-tournament-drop-desc = Ta en spiller ut av turneringen (arrangør).
cmd-ludo-tournament-drop-member = medlem
cmd-ludo-tournament-drop-member-desc = Hvem som tas ut: fra nå av tar en datamaskin over plassene
cmd-ludo-tournament-replace = bytt
cmd-ludo-tournament-replace-desc = Før en runde tar noen plassen til en som ikke møtte (arrangør).
cmd-ludo-tournament-replace-member = medlem
cmd-ludo-tournament-replace-member-desc = Spilleren som ikke er her
cmd-ludo-tournament-replace-by = med
cmd-ludo-tournament-replace-by-desc = Hvem som tar plassen, med poengene
cmd-ludo-tournament-end = avslutt
cmd-ludo-tournament-end-desc = Avslutt turneringen nå; bord som fortsatt spiller ender uten resultat (arrangør).
cmd-ludo-tournament-standings = stilling
cmd-ludo-tournament-standings-desc = Stillingen i turneringen i denne kanalen.
cmd-ludo-tournament-pairings = parringer
cmd-ludo-tournament-pairings-desc = Bordene i denne runden, med spillerne og poengene deres.
pairing_tables = { $count } spillere ved { $tables } bord med { $smallest } til { $largest } plasser (valgt: { $size })
pairing_bye = { $names } har frirunde: nummer { $rank } med { $points } poeng, frirunder tidligere: { $before }
pairing_bye_seed = { $names } går videre uten å spille: seedet som nummer { $seed }
pairing_points = Bord { $table }: poenggruppen fra { $high } ned til { $low } poeng
pairing_moved = Bord { $table }: { $names } er flyttet hit fra bord { $from_table }, så færre møtes igjen
pairing_repeat = Bord { $table }: { $names } møtes igjen (møttes før: { $times }); ingen bordplassering unngår det
pairing_seed = Bord { $table }: { $names }, seedet som nummer { $seed }
pairing_seat = Bord { $table }: { $names } er nummer { $seat } i turrekkefølgen (ganger sist tidligere: { $last })
cmd-ludo-tournament-role = rolle
cmd-ludo-tournament-role-desc = Velg rollen hvis medlemmer arrangerer turneringer her (Administrer server).
cmd-ludo-tournament-role-role = rolle
cmd-ludo-tournament-role-role-desc = Medlemmene arrangerer turneringer her (ingen: bare Administrer server)
tournament_role_set = Medlemmer av { $role } kan nå arrangere turneringer her.
tournament_role_cleared = Nå arrangerer bare de med Administrer server turneringer her.
takes_role = en rolle på denne serveren
cmd-ludo-tournament-new-duplicate = like-terninger
cmd-ludo-tournament-new-duplicate-desc = Like terninger: alle bord i en runde får de samme kastene (standard: nei)
tournament_duplicate = Like terninger: alle bord i en runde får de samme kastene, fra en seed som avsløres når runden er over
tournament_seed = Terningseeden for runde { $round }: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = Denne lenken er ikke gyldig: be om en ny med /ludo brett.
web_token_expired = Denne lenken har gått ut: be om en ny med /ludo brett.
web_token_other_game = Denne lenken hører til et annet spill: lenken til dette spillet får du med /ludo brett.
web_busy = Direktebrettene er overbelastet akkurat nå: prøv igjen om et øyeblikk.
web_too_many_here = For mange direktebrett er åpne fra adressen din: lukk noen og prøv igjen.
web_game_full = For mange ser på dette spillet: prøv igjen om et øyeblikk.
web_too_big = Den meldingen er for lang (høyst { $most } byte).
web_flood = For mange trykk på en gang: vent litt.
web_malformed = Siden sendte noe boten ikke forstår: last inn siden på nytt.
web_spectator = Du ser på: bare spillerne kan trykke, med lenken boten gir dem privat (/ludo brett).
web_no_game = Det spillet finnes ikke.
web_private = Dette spillet foregår i en privat chat: åpne det med lenken boten ga deg (/ludo brett i den chatten).
label_watch = Se direkte
board_live = Din egen lenke til direktebrettet (den som har den, spiller som deg, så ikke del den; den går ut { $at }): { $url }
dm_live = Spill på direktebrettet: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = poeng
cmd-ludo-tournament-new-points-desc = Poeng etter plass, fra den første, f.eks. 6,4,2,0 (ved mindre bord faller de siste bort)
cmd-ludo-tournament-new-bye = frirunde
cmd-ludo-tournament-new-bye-desc = Poeng for en frirunde i en sveitsisk turnering, 0 til 100 (standard: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Poeng etter plass: { $points } · frirunde: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = Ved et bord med { $seats }: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } er ikke et antall poeng: oppgi hele tall, fra førsteplassen og nedover, f.eks. 6,4,2,0.
points_negative = Poeng kan ikke være under null: { $value }.
points_too_large = En plass gir høyst { $most } poeng, ikke { $value }.
# $count: how many values were given; $seats: the table's size.
points_count = Oppgi poeng for hver av de { $seats } plassene ved et bord, fra den første (du oppga { $count }).
# $points: the values as given, best first.
points_not_descending = Poengene må synke fra første til siste plass, og første plass må gi mer enn siste: { $points }.
tournament_bad_bye = En frirunde gir 0 til { $most } poeng, ikke { $value }.
