# ludobot: español (es-ES y es-419 de Discord).
#
# Sintaxis Fluent: https://projectfluent.org/fluent/guide/
# - Los mismos ids y { $placeholders } que el catálogo inglés (`make locales-check`,
#   tests/test_locales.py).
# - Plurales: { $n -> [one] ... *[other] ... }; ordinales del español: solo *[other] (1.º).
# - Una llave literal se escribe {"{"}; un espacio inicial {" "}.
# - El markdown de Discord (**negrita**, -# pequeño, `código`) se mantiene.
# - Nombres de comandos y opciones (cmd-*): de 1 a 32 caracteres, minúsculas, sin espacios;
#   descripciones de 100 caracteres como máximo.
# - Vocabulario: ficha, casa (donde esperan las fichas), salida, recorrido, meta, pasillo,
#   tirada, comer, barrera, soplar, plaza, anfitrión, bot, modalidad, reglas caseras.

## Ordinales y listas que usan muchos mensajes

# Un puesto en la partida: 1.º, 2.º, 3.º... $gender: lo que eligió la persona (/ludo género)
# cuando el puesto va delante de su nombre: "1.ª Ana"; si no, el masculino de "puesto".
ordinal = { $gender ->
    [feminine] { NUMBER($n, type: "ordinal") ->
       *[other] { $n }.ª
    }
   *[other] { NUMBER($n, type: "ordinal") ->
       *[other] { $n }.º
    }
}
# Dos elementos de una lista; list_or une dos tiradas tras "Con un": "Con un 6 o un 1".
list_or = { $first } o un { $second }
list_and = { $first } y { $second }
list_more = { $first }, { $second }

## Las modalidades (presets), tableros y colores

preset_madn = Clásico alemán
preset_mejn = Clásico neerlandés
preset_ludo = Ludo
preset_fia = Fia
preset_marbles = Canicas
board_classic4 = el tablero clásico en cruz (40 casillas, 4 casillas de meta por color)
board_classic6 = el tablero de seis colores (60 casillas, 4 casillas de meta por color)
board_cross4 = la cruz del Ludo (52 casillas, un pasillo de 5 y una meta común)
colour_red = rojo
colour_yellow = amarillo
colour_blue = azul
colour_green = verde
colour_orange = naranja
colour_purple = morado
# La marca de cada color en el tablero y en el rótulo: una o dos letras, todas distintas.
letter_red = R
letter_yellow = Am
letter_blue = Az
letter_green = V
letter_orange = N
letter_purple = M
level_easy = fácil
level_normal = normal
level_hard = difícil
level_random = aleatorio
# El valor "auto" del ajuste: el idioma del propio servidor.
language_name = Español
language_auto = el idioma del servidor ({ $language })

## Las opciones de reglas (/ludo ajustes cambiar, `ludobot simulate --help`): una línea cada una

option_board = longitud del recorrido y forma de la meta
option_entry_rolls = tiradas que sacan una ficha de casa a la casilla de salida
option_forced_entry = si es obligatorio sacar ficha con una tirada de salida
option_clear_start = hay que despejar la salida mientras queden fichas en casa
option_start_pieces = fichas en la salida al empezar la partida
option_three_tries = tres tiradas para sacar ficha cuando no se puede mover nada
option_three_tries_bonus = una tirada extra si se saca ficha antes del tercer intento
option_six_again = un 6 da otra tirada después de mover
option_six_again_without_move = un 6 que no se puede usar también da otra tirada
option_max_sixes = el tercer 6 seguido termina el turno (0: desactivado)
option_own_landing = qué pasa al caer en una ficha propia
option_own_start_entry = con own_landing=capture, una tirada de salida con una ficha propia en la salida: sale una ficha nueva (la propia vuelve a casa) o esa ficha avanza
option_block_passing = quién puede pasar una barrera de 2 o más fichas del mismo color
option_capture = caer en una ficha rival la manda a su casa
option_safe_start = una ficha en su propia salida no se puede comer
option_capture_at_turn_end = solo se come en la casilla donde la ficha termina el turno
option_forced_capture = si se puede comer, es obligatorio
option_capture_extra_lap = comer es obligatorio aunque la ficha pase de largo su meta
option_exact_home = solo se entra en la meta con la tirada exacta
option_overshoot = una tirada que se pasa de la última casilla de meta: no vale, o se cuenta hacia atrás
option_home_jump = una ficha puede saltar por encima de otras dentro de la meta
option_home_moves = una ficha en la meta puede seguir avanzando dentro de ella
option_must_move = hay que mover si hay algún movimiento posible
option_turn_order = quién empieza
option_play_to_end = se sigue jugando tras el primero en terminar
option_teams = las parejas se sientan enfrente y ganan juntas
option_war = gana el último que quede: las fichas comidas salen de la partida
option_war_rounds = rondas tras las que la guerra la gana quien tenga más fichas

## /ludo reglas: las reglas con palabras sencillas, una frase cada una, en el orden del turno

explain_head = { $preset_name } en { $board }.
# $rolls: "6", o "6 o 1" (list_or).
explain_entry = Con un { $rolls } sale una ficha de casa a su casilla de salida.
explain_forced_always = Sacar ficha es obligatorio siempre que se pueda.
explain_forced_no_piece = Sacar ficha solo es obligatorio si no tienes ninguna en el recorrido.
explain_forced_never = Sacar ficha es opcional.
explain_clear_start = Mientras queden fichas en casa, primero hay que despejar la salida.
explain_start_pieces = Cada jugador empieza con una ficha ya en su salida.
explain_three_tries = Si no puedes mover nada, tienes tres intentos para sacar ficha.
explain_three_tries_bonus = Si no puedes mover nada, tienes tres intentos para sacar ficha (y una tirada extra si lo consigues antes del tercero).
explain_six_again = Si sacas un 6, vuelves a tirar.
explain_six_again_without_move = Si sacas un 6, vuelves a tirar aunque no puedas usarlo.
# $count es 3: "El tercer 6 seguido".
explain_max_sixes = El { $count ->
    [1] primer
    [2] segundo
    [3] tercer
   *[other] { $count }.º
} 6 seguido termina el turno en el acto.
explain_landing_forbidden = No puedes caer en una ficha tuya.
explain_landing_capture = Si caes en una ficha tuya, la mandas a casa.
explain_landing_stack = Tus fichas pueden compartir casilla.
explain_landing_block = Dos fichas tuyas en la misma casilla forman una barrera.
explain_own_start_enter = Con una tirada de salida sacas una ficha nueva aunque tengas otra en tu salida.
explain_own_start_move_on = Si tienes una ficha en tu salida, la tirada de salida la hace avanzar.
explain_block_nobody = Nadie puede pasar una barrera.
explain_block_opponents = Los rivales no pueden pasar tu barrera; tú sí.
explain_capture = Si caes en una ficha rival, te la comes y vuelve a su casa.
explain_no_capture = Nunca se comen fichas.
explain_safe_start = Una ficha en su propia salida está a salvo.
explain_capture_at_turn_end = Solo se come en la casilla donde la ficha termina el turno.
explain_forced_capture_strict = Si puedes comer, tienes que hacerlo.
explain_forced_capture_huff = Si no comes pudiendo hacerlo, los demás pueden soplarte una ficha.
explain_capture_extra_lap = Esto vale también si al comer te pasas de tu meta y tienes que dar otra vuelta.
# $home es "goal" (la meta común de la cruz del Ludo) o "home" (casillas de meta).
explain_exact_home = Para entrar en { $home ->
    [goal] la meta
   *[home] las casillas de meta
} hace falta la tirada exacta.
explain_exact_home_bounce = Para entrar en { $home ->
    [goal] la meta
   *[home] las casillas de meta
} hace falta la tirada exacta (si te pasas, cuentas hacia atrás).
explain_deepest_free = { $home ->
    [goal] Si la tirada se pasa, la ficha entra igualmente en la meta.
   *[home] Si la tirada se pasa, la ficha se queda en la casilla de meta libre más al fondo.
}
explain_home_jump = Las fichas pueden saltar por encima de otras { $home ->
    [goal] en el pasillo hacia la meta
   *[home] dentro de la meta
}.
explain_no_home_jump = { $home ->
    [goal] En el pasillo hacia la meta
   *[home] Dentro de la meta
} no se salta a nadie.
explain_home_stays = Una ficha { $home ->
    [goal] en el pasillo hacia la meta
   *[home] en la meta
} se queda donde está.
explain_may_pass = Puedes pasar en lugar de mover.
explain_order_highest_roll = Todos tiran; empieza quien saque más.
explain_order_fixed_colours = Empieza el rojo y se sigue en el sentido de las agujas del reloj.
explain_order_seating = Empieza el primero que se unió.
explain_partners = Las parejas se sientan enfrente y ganan juntas.
explain_war = Guerra: las fichas comidas quedan fuera de la partida; gana el último bando en pie (tras { $rounds } rondas, gana quien tenga más fichas).
explain_play_to_end = Se sigue jugando hasta decidir todos los puestos.
explain_first_home_wins = Gana el primero que lleve todas sus fichas { $home ->
    [goal] a la meta
   *[home] a sus casillas de meta
}.

## El registro de jugadas (una línea por suceso, bajo el tablero; en el idioma del canal)

# $who: un nombre y un color, "Ana (rojo)" (ver who_colour).
who_colour = { $name } ({ $colour })
log_order_roll = { $who } saca un { $value } para ver quién empieza
log_begins = Empieza { $who }
log_rolled = { $who } saca un { $value }
log_retry = { $who } lo vuelve a intentar (intento { $value } de 3)
log_entered = { $who } saca la ficha { $piece }
log_moved = { $who } mueve la ficha { $piece }
log_home = { $who }: la ficha { $piece } llega a la meta
log_captured = { $who } se come la ficha { $victim_piece } de { $victim }
log_own_capture = { $who } manda a casa su propia ficha { $victim_piece }
log_blocked = { $who } forma una barrera
log_passed = { $who } no puede mover
log_bonus = { $who } vuelve a tirar
log_third_six = { $who } saca el tercer 6: se acaba el turno
log_huffed = { $seat } sopla la ficha { $piece } de { $who }
log_finished = { $who } tiene todas sus fichas en la meta
# $place: un ordinal ("2.º").
log_placed = { $seat } termina en { $place } lugar
log_eliminated = { $seat } queda fuera de la guerra
log_won = ¡{ $seat } gana!
log_timed_out = { $seat } se queda sin tiempo; el bot juega su turno
log_away = { $seat } está ausente: un bot ocupa su plaza
log_back = { $seat } ha vuelto

## Botones de movimiento ($piece es el número de la ficha): 40 caracteres como máximo con
## un nombre de 20, para que un móvil los muestre enteros (Discord corta a los 80)

move_pass = Pasar
move_hits_own = { $piece } come una ficha propia
move_captures = { $piece } come a { $victim }
move_captures_lap = { $piece } come a { $victim }, +1 vuelta
move_enters = { $piece } sale
move_home = { $piece } → meta
move_block = { $piece } hace barrera
move_bounces = { $piece } rebota
move_steps = { $piece } avanza { $steps ->
    [one] { $steps } casilla
   *[other] { $steps } casillas
}

## Palabras del dibujo del tablero (su cartel)

# Una plaza sin nombre.
picture_player = Jugador { $number }
picture_nobody = Nadie
picture_wins = { $count ->
    [one] ¡{ $who } gana!
   *[other] ¡{ $who } ganan!
}
# $letter: la letra impresa en las fichas del color.
picture_order = Tirada inicial: { $who } ({ $letter })
picture_move = Mueve { $who } ({ $letter })
picture_roll = Tira { $who } ({ $letter })
# Un puesto de la línea de los que terminaron: "1.º Ana".
picture_place = { $place } { $who }

## La página del tablero en vivo (en el navegador, en el idioma de quien mira)

web-title = Ludo, partida #{ $game }: el tablero en vivo
web-board = El tablero
web-roll = Tirar el dado
web-moves = Tus jugadas
web-log = Historial de jugadas
web-players = Jugadores
web-pace = Ritmo: { $pace }
web-time-left = Tiempo restante: { $time }
web-viewers = Espectadores: { $count }
web-watching = Estás viendo esta partida.
web-you-play = Tu color: { $colour }
web-your-turn = ¡Te toca!
web-connecting = Conectando…
web-reconnecting = Se perdió la conexión: reconectando…
web-places = Clasificación final
web-computer = bot, { $level }
web-away = ausente: juega el bot
web-you-away = Estás ausente: un bot juega tus turnos hasta que vuelvas.
web-host = anfitrión
web-die = El dado muestra un { $value }
web-piece-yard = { $colour }: ficha { $piece }, en casa
web-piece-track = { $colour }: ficha { $piece }, en la casilla { $square }
web-piece-home = { $colour }: ficha { $piece }, en una casilla de meta
web-piece-goal = { $colour }: ficha { $piece }, en la meta
web-piece-out = { $colour }: ficha { $piece }, fuera del juego
web-piece-move = { $piece }: { $move }
web-ended = La partida se terminó sin resultado.
## Palabras de la imagen de la clasificación (de un torneo)

standings_heading = Clasificación
standings_after = Tras la ronda { $round } de { $rounds }
standings_final = Clasificación final
standings_player = Jugador
standings_points = Puntos
standings_opponents = Pts. rivales
standings_wins = Victorias
standings_games = Partidas
standings_more = … y { $count } más

## La partida y sus botones (respuestas privadas, en el idioma de quien pulsó)

no_game = Aquí no hay ninguna partida #{ $game }.
no_game_here = No hay ninguna partida en este canal: empieza una con /ludo nueva.
damaged = El estado guardado de esta partida está dañado; un administrador puede terminarla con /ludo terminar.
other_channel = Ese botón es de la partida #{ $game }, que se juega en otro canal.
already_started = Esta partida ya ha empezado: el tablero de arriba es ahora el que está en juego.
lobby_closed = Esta sala está cerrada.
lobby_changed = La sala cambió mientras tanto: el mensaje ya lo muestra; inténtalo de nuevo.
already_in = Ya estás en esta partida.
full = Esta partida está completa.
not_in = No estás en esta partida.
host_cannot_leave = El anfitrión no puede salir: si quieres dejarla, cancela la partida.
# $action es uno de los mensajes action_* de abajo.
host_only = Solo el anfitrión puede { $action }.
action_computer = añadir bots
action_kick = quitar jugadores
action_rules = cambiar las reglas de esta partida
action_start = empezar la partida
action_cancel = cancelar la partida
no_seat = Esa plaza no existe.
too_few = Una partida necesita al menos 2 jugadores: pide a alguien que se una o añade un bot.
unknown_button = No se reconoce ese botón.
join_first = Primero únete a la partida y luego elige tu color.
bad_colour = Elige uno de estos colores: { $colours } (no { $colour }).
colour_taken = { $name } ya juega con el { $colour }.
rules_players = Estas reglas no sirven para { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}: { $option }: { $why }.
not_started = Esta partida todavía no ha empezado.
closed = Esta partida ha terminado: el mensaje muestra cómo acabó.
over = Esta partida ha terminado.
out_of_date = Ese tablero estaba desactualizado: ahora muestra la partida tal como está.
dice_hash = -# Dados verificables: el SHA-256 de la semilla es `{ $hash }`; la semilla se muestra al terminar la partida.
dice_seed = -# Semilla de los dados `{ $seed }`: comprueba cada tirada con /ludo verificar o `ludobot verify`.
export_caption = Partida #{ $game } en JSON: comprueba sus dados con `ludobot verify` sobre este archivo.
no_seed = La partida #{ $game } no se jugó con dados verificables (empezó antes de que existieran).
verify_holds = Partida #{ $game }: { $rolls ->
    [one] su única tirada sale
   *[other] sus { $rolls } tiradas salen
} de la semilla revelada. ✅
    -# El SHA-256 de la semilla revelada es `{ $hash }`: debe ser el hash que mostró el primer tablero de la partida.
verify_seed_not_revealed = La partida #{ $game } sigue en juego: su semilla se mostrará cuando termine.
verify_bad_seed = Partida #{ $game }: la semilla guardada está dañada.
verify_seed_hash_differs = Partida #{ $game }: la semilla no coincide con el hash mostrado. ❌
verify_roll_differs = Partida #{ $game }: la tirada { $roll } no es la que da la semilla. ❌
    -# El SHA-256 de la semilla revelada es `{ $hash }`: debe ser el hash que mostró el primer tablero de la partida.
verify_illegal_action = Partida #{ $game }: la acción { $action } no es legal al reproducir la partida. ❌
    -# El SHA-256 de la semilla revelada es `{ $hash }`: debe ser el hash que mostró el primer tablero de la partida.
dice_title = **Dados de la partida #{ $game }** (caras del 1 al 6):
# $faces: cuántas veces salió cada cara, "3 1 2 2 1 4"; $p: un valor p, "0.412".
dice_line = { $name }: { $rolls ->
    [one] { $rolls } tirada
   *[other] { $rolls } tiradas
}: { $faces } · { $sixes ->
    [one] { $sixes } seis
   *[other] { $sixes } seises
} · prueba de uniformidad: p = { $p }
dice_game_p = Toda la partida: prueba de uniformidad, p = { $p } (por debajo de 0,001 sería sospechoso).
dice_no_rolls = Nadie ha tirado todavía en la partida #{ $game }.
dice_server = Las últimas 1000 partidas de este servidor: { $rolls ->
    [one] { $rolls } tirada
   *[other] { $rolls } tiradas
}, prueba de uniformidad: p = { $p }.
dice_server_none = En las partidas de este servidor aún no se ha tirado.
# La última fila del gráfico de dados (un dibujo): unos 20 caracteres como máximo.
dice_server_label = Este servidor
stopping = El bot se está reiniciando: vuelve a pulsar el botón dentro de un momento.
already_done = Ya está hecho: el tablero muestra la partida tal como está.
move_gone = Ese movimiento ya no es posible: el tablero muestra los movimientos que hay ahora.
cannot_huff = Ahora no puedes soplar.
huff_others = { $name } no comió pudiendo hacerlo: solo los demás pueden soplar.
not_your_turn = Es el turno de { $name }.
not_a_player = No estás en esta partida; es el turno de { $name }.
move_first = Primero elige un movimiento.
illegal = Eso no está permitido ahora.
board_below = Hecho; el tablero en juego está más abajo: { $url }
behind_below = Ese tablero está desactualizado; el que está en juego está aquí: { $url }

## Final, revancha, repetición

already_over = Esta partida ya ha terminado.
end_not_allowed = Solo el anfitrión o alguien con el permiso Gestionar canales puede terminar esta partida.
changed_meanwhile = La partida cambió mientras tanto; inténtalo de nuevo.
damaged_ended = La partida dañada se ha terminado.
confirm_end = ¿Terminar la partida #{ $game } para todos? No se puede deshacer.
end_done = La partida #{ $game } se ha terminado.
end_used = Partida #{ $game }: esta confirmación ya se usó.
rematch_players_only = Solo los jugadores de esta partida pueden pedir la revancha.
rematch_exists = Este canal ya tiene una partida nueva.
rematch_open = La sala de la revancha está abierta aquí abajo: pulsa Empezar cuando todos estén listos.
never_started = La partida #{ $game } nunca empezó, así que no hay nada que repetir.
still_running = La partida #{ $game } sigue en juego: su repetición llegará cuando termine.
no_finished = Aquí todavía no ha terminado ninguna partida.
replay_failed = No se ha podido dibujar la repetición, lo siento.
replay_too_big = La repetición de esta partida es demasiado larga para subirla aquí, lo siento.
replay_upload_failed = No se ha podido subir la repetición, lo siento.
replay_caption = Repetición de la partida #{ $game }
replay_caption_highlights = Momentos clave de la partida #{ $game }: fichas comidas y llegadas a la meta
replay_caption_last = Los últimos movimientos de la partida #{ $game }

## Respuestas de los comandos

channel_busy = Este canal ya tiene una partida: { $url }
game_open = Tu partida #{ $game } está abierta: pulsa Empezar cuando estén todos.
here_is_board = Aquí tienes el tablero: { $url }
no_game_in_channel = No hay ninguna partida en este canal.
need_manage = Para cambiar las reglas del servidor hace falta el permiso Gestionar servidor.
# Lo que admite un ajuste (dentro de bad_setting). Los valores se escriben tal cual (yes, no, off).
takes_yes_no = `yes` o `no`
takes_timer = de 30 a 86400 segundos, o `off`
takes_language = `auto` o uno de estos: { $languages }
takes_away = `computer`, `remove` u `off`
setting_seconds = { $seconds } s
setting_off = desactivado
setting_yes = sí
setting_no = no
setting_away_computer = un bot ocupa la plaza hasta que vuelva el jugador
setting_away_remove = el jugador queda fuera y un bot sigue en su lugar
setting_name_turn_timer = Tiempo por turno
setting_name_language = Idioma de los tableros
setting_name_auto_move = Si solo hay una jugada posible, se hace sola
setting_name_ping = Mencionar a quien le toca
setting_name_ping_after = Mencionar solo a quien no ha pulsado en
setting_name_away = Tras 3 turnos seguidos sin jugar a tiempo
setting_name_pace = Ritmo de las partidas nuevas
setting_name_takeover = Ocupar una plaza
setting_takeover_host = el anfitrión lo confirma
setting_takeover_anyone = cualquiera del chat, sin preguntar
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = Para eso hacen falta estos permisos: { $permissions }.
guild_only = Ludo se juega en el canal de un servidor, no en mensajes directos.
rules_unreadable = No se pueden leer las reglas: { $why }
# $mean: el puesto medio, "2.50" (o "–").
stats = **{ $name }**: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}, puesto medio { $mean }, { $captures ->
    [one] { $captures } ficha comida
   *[other] { $captures } fichas comidas
}.
# $trend: el cambio en las últimas 5 partidas puntuadas, "+1.2".
stats_rating = Puntuación { $rating } (μ { $mu }, σ { $sigma }); en { $games ->
    [one] la última partida puntuada
   *[other] las últimas { $games } partidas puntuadas
}: { $trend }.
stats_rating_first = Puntuación { $rating } (μ { $mu }, σ { $sigma }) tras la primera partida puntuada.
dice_description = Cuántas veces sacó cada jugador cada cara, y los dados del servidor
stats_colour = Color favorito: { $colour }.
rated_line = { $rank }. { $who }: puntuación { $rating } en { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
rated_computer = Bot ({ $level })
leaderboard_empty = Nadie ha terminado todavía una partida en este servidor.
leaderboard_title = Clasificación
# /ludo ayuda: un mensaje por línea; los nombres de comando son los de cmd-* (/ludo nueva).
help_new = **/ludo nueva** abre una partida; los demás pulsan **Unirse** (o el anfitrión **Añadir bot**) y pueden elegir color en el menú; el anfitrión pulsa **Empezar**.
help_turn = En tu turno pulsa **Tirar** y luego el botón de la ficha que quieras mover: los números de los botones son los de las fichas.
help_commands = **/ludo tablero** vuelve a publicar el tablero · **/ludo reglas** explica las reglas · **/ludo terminar** termina una partida.
help_record = **/ludo estadísticas**, **/ludo clasificación** y **/ludo repetición** para el historial.
help_admins = Administradores: **/ludo ajustes** fija la modalidad, las reglas caseras y el idioma del servidor.
help_presets = Modalidades: { $presets }.
# $preset_name: el nombre de la modalidad; $preset: su identificador (madn).
config_show = Modalidad: **{ $preset_name }** (`{ $preset }`)
    Reglas caseras: { $overrides }
    { $settings }
no_house_rules = ninguna
title_defaults = **Ajustes por defecto del servidor**
title_preset_set = **Modalidad cambiada**
title_option_set = **Opción { $option } cambiada**
title_reset = **Ajustes restablecidos**
title_language_set = **Idioma cambiado**
leaderboard_line = { $rank }. <@{ $user }>: { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} en { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
bad_input = El valor indicado para { $option } no sirve: { $why }
sorry = Algo ha fallado por mi parte; la partida sigue guardada tal como estaba. Inténtalo de nuevo dentro de un momento o vuelve a publicar el tablero con /ludo tablero.
sorry_command = Algo ha fallado por mi parte; no ha cambiado nada. Inténtalo de nuevo dentro de un momento.
store_error = No se ha podido guardar la partida ahora mismo; no ha cambiado nada. Inténtalo de nuevo.
no_owner = La instancia del bot que lleva esta partida no está en marcha ahora mismo; no ha cambiado nada. Inténtalo de nuevo dentro de un momento.
owner_silent = La instancia del bot que lleva esta partida no respondió a tiempo. Tu jugada puede contar igualmente: mira el tablero antes de volver a pulsar.
owner_unreachable = Tu jugada no llegó a la instancia del bot que lleva esta partida; no ha cambiado nada. Inténtalo de nuevo dentro de un momento.
bot_needs_permissions = Necesito estos permisos en este canal: { $permissions }.
permission_view_channel = Ver canales
permission_send_messages = Enviar mensajes
permission_send_messages_in_threads = Enviar mensajes en hilos
permission_embed_links = Insertar enlaces
permission_attach_files = Adjuntar archivos
permission_read_message_history = Leer el historial de mensajes
permission_add_reactions = Añadir reacciones
permission_use_application_commands = Usar comandos de aplicaciones
permission_manage_messages = Gestionar mensajes
permission_manage_channels = Gestionar canales
permission_manage_guild = Gestionar servidor
commands_changed = Los comandos del bot acaban de cambiar: espera un minuto a que Discord muestre los nuevos y vuelve a intentarlo.
command_refused = Ese comando no se puede usar aquí.

## Reglas y ajustes (los nombres y valores de las opciones se escriben tal cual: capture=no)

unknown_preset = No existe la modalidad { $preset }; elige una de estas: { $presets }.
bad_setting = { $setting } admite { $takes }, no { $value }.
bad_rules = Esas reglas no funcionan: { $option }: { $why }.
rules_clash_preset = { $option } { $value } no funciona con { $preset_name }, que fija { $other } { $other_value }; para jugarlo de todos modos, añade { $fix }.
unknown_option = { $option } no es una opción de reglas; las opciones son { $options }.
rule_format = Escribe cada regla como NOMBRE=VALOR, no { $token }.
repeated_option = { $option } aparece dos veces: deja solo la que quieras.
rule_token = { $token } no es ni una modalidad ({ $presets }) ni NOMBRE=VALOR.
repeated_preset = Hay dos modalidades, { $first } y { $second }: deja solo la que quieras.
repeated_value = En { $option }, { $value } aparece dos veces: escribe cada valor una sola vez.
setting_not_rule = { $option } es un ajuste del servidor, no una regla: un administrador lo cambia con `/ludo ajustes cambiar`.
nothing_typed = (nada)

## Avisos para todos (pies de la sala y avisos; en el idioma del canal)

opened = { $name } abre una partida.
joined = { $name } entra en la partida.
left = { $name } sale de la partida.
computer_joined = { $name } (bot, { $level }) entra en la partida.
bad_level = No existe el nivel de bot { $level }: elige uno de estos: { $levels }.
too_many_computers = { $computers ->
    [one] No cabe { $computers } bot
   *[other] No caben { $computers } bots
}: en esta mesa hay sitio para { $most } además de ti.
removed = { $name } queda fuera de la sala.
rules_set = Reglas: { $preset_name } · reglas caseras: { $overrides }.
started = ¡Empieza la partida!
cancelled = La partida se ha cancelado.
any_colour = { $name } juega con cualquier color.
colour_chosen = { $name } juega con el { $colour }.
timed_out = { $name } se queda sin tiempo.
away = { $name } se ha quedado sin tiempo 3 turnos seguidos: un bot (normal) ocupa su plaza hasta que pulse Ya estoy aquí o escriba /ludo unirse.
away_removed = { $name } se ha quedado sin tiempo 3 turnos seguidos y queda fuera: un bot ocupa su plaza hasta el final.
back = { $name } ha vuelto y juega de nuevo sus propios turnos.
not_away = Nadie juega tus turnos por ti: no figuras como ausente.
removed_for_good = Has quedado fuera de esta partida por quedarte sin tiempo 3 turnos seguidos: un bot ocupa tu plaza hasta el final.
away_press_back = Un bot juega tus turnos mientras estás ausente: primero pulsa Ya estoy aquí (o /ludo unirse).
not_in_game = No tienes plaza en esta partida.
ended = { $name } ha terminado la partida.
rematch = { $name } pide la revancha: pulsa Empezar cuando todos estén listos.
moved_down = Este tablero se ha movido más abajo: { $url }

## Las tarjetas (sala y tablero; en el idioma del canal)

# La cabecera de la tarjeta de la sala, tres líneas. $summary: el nombre de la modalidad
# y las reglas caseras, "Fia · capture=no".
lobby_title = ## Ludo: partida nueva
lobby_rules = **Reglas:** { $summary }
lobby_how = Pulsa **Unirse** para ocupar una plaza; el anfitrión pulsa **Empezar** (2 jugadores o más).
seats = **Plazas { $taken }/{ $most }**
nobody_yet = nadie todavía
# Una plaza en la sala: "1. Ana", y después las partes de abajo si corresponden, separadas por espacios.
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · bot, { $level }
seat_host = · anfitrión
choose_level = Añade un bot: elige su nivel
level_easy_about = Un principiante: a menudo mueve cualquier ficha.
level_normal_about = Un jugador sólido: come, saca fichas y avanza la más adelantada.
level_hard_about = Sopesa el riesgo de cada jugada. El más fuerte.
footer_game = -# Partida #{ $game }
footer_round = -# Partida #{ $game } · ronda { $round }
turn_head = ## Turno de { $name } ({ $colour })
ask_thinking = { $who } está pensando…
ask_away = { $who } no está: un bot juega en su lugar…
ask_order = { $who }, tira para ver quién empieza.
ask_move = { $who }, elige un movimiento.
ask_roll = { $who }, te toca tirar.
wins_one = ## 🏆 ¡{ $who } gana!
wins_many = ## 🏆 ¡{ $who } ganan!
# $place: un ordinal ("1.º").
place_line = { $place }: { $who }
huff_label = ¡Sopla! Ficha { $piece } de { $name }
label_join = Unirse
label_leave = Salir
label_start = Empezar
label_cancel = Cancelar
label_computer = Añadir bot
label_rules = Reglas…
label_roll = 🎲 Tirar
label_rematch = Revancha
label_replay = GIF de repetición
label_end = Sí, terminar la partida
label_any_colour = Cualquier color
label_back = Ya estoy aquí
choose_colour = Elige tu color
# La descripción del dibujo del tablero (texto alternativo).
board_description = El tablero
# Los nombres de archivo de las imágenes, sin ".png": solo letras ASCII, cifras y guiones.
file_board = tablero
file_dice = dados
last_roll = Última tirada: **{ $roll }**
nobody_rolled = Nadie ha tirado todavía.
your_turn = { $mention }, te toca en la partida #{ $game }.

## El formulario de reglas (el botón Reglas… del anfitrión)

form_title = Reglas de esta partida
form_preset = Modalidad
form_rules = Reglas caseras
form_rules_hint = Pares NOMBRE=VALOR; /ludo reglas explica qué significan

## Por qué el motor rechaza algunas reglas (dentro de bad_rules); las opciones se escriben tal cual

rule_invalid = no es posible
rule_not_yes_no = debe ser `yes` o `no`, no { $value }
rule_not_a_choice = { $value } no es ninguna de estas: { $choices }
rule_not_in_range = { $value } no está entre { $low } y { $high }
rule_unknown_preset = no existe la modalidad { $preset }; elige una de estas: { $presets }
rule_unknown_option = esa opción no existe; las opciones son { $options }
rule_war_play_to_end = `war` no se puede combinar con `play_to_end` (en la guerra nadie llega a la meta)
rule_extra_lap_forced = `capture_extra_lap` necesita `forced_capture=strict` o `forced_capture=huff`
rule_bonus_three_tries = `three_tries_bonus` necesita `three_tries`
rule_home_walled = `home_moves=no` con `home_jump=no` en una meta de casillas dejaría bloqueadas para siempre las casillas del fondo
rule_players_range = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}: la partida admite de 2 a 6 jugadores
rule_board_too_small = { $board } tiene { $colours } colores, menos de los { $used } necesarios; usa `classic6`
rule_board_too_small_any = { $board } tiene { $colours } colores, menos de los { $used } necesarios
rule_partners_odd = las parejas necesitan un número par de plazas, no { $used }
rule_partners_four = las parejas necesitan dos equipos: al menos cuatro colores en juego
rule_partners_one_colour = con parejas, cada jugador lleva un solo color, no dos
rule_partners_opposite = las parejas se sientan enfrente: cada color necesita en juego el color de enfrente
rule_two_colours_each = { $players ->
    [one] { $players } jugador no puede llevar
   *[other] { $players } jugadores no pueden llevar
} dos colores cada uno en este tablero
rule_players_or_seating = indica el número de jugadores o cómo se reparten las plazas
rule_players_seats = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} para { $seats ->
    [one] { $seats } plaza
   *[other] { $seats } plazas
}
rule_seat_colours = cada plaza necesita sus propios colores de { $board }
rule_seat_needs_colour = cada plaza necesita un color
rule_colour_not_in_play = el color { $colour } no está en juego
rule_colour_pieces = el color { $colour } necesita cuatro fichas

## `ludobot verify` (la línea de comandos)

cli_verify_holds = correcta: { $rolls ->
    [one] su única tirada sale
   *[other] las { $rolls } tiradas salen
} de la semilla revelada y todas las acciones son legales
cli_verify_seed_not_revealed = aún no se puede comprobar: la semilla se revela al terminar la partida
cli_verify_bad_seed = la semilla revelada no son 32 bytes en hexadecimal
cli_verify_seed_hash_differs = la semilla revelada no coincide con el hash mostrado al principio
cli_verify_roll_differs = la tirada { $roll } (acción { $action }) no es la que da la semilla
cli_verify_illegal_action = la acción { $action } no es legal en la partida reproducida
cli_export_unreadable = el archivo no se puede leer como texto
cli_export_not_json = no es JSON (línea { $line }, columna { $column })
cli_export_not_export = no es una partida exportada de ludobot (formato { $format })
cli_export_malformed = el campo { $field } falta o está mal formado
cli_export_rules = las reglas o las plazas no son válidas: { $why }
cli_export_action = la acción { $action } no se puede jugar
cli_verify_hash = SHA-256 de la semilla revelada: { $hash } (debe ser el hash que mostró el primer tablero de la partida)

## Comandos de barra (cmd-*: el nombre del comando; cmd-*-desc: su descripción; después el
## nombre y la descripción de cada opción). Nombres: de 1 a 32 caracteres, minúsculas, sin
## espacios, únicos dentro de su comando; descripciones de 100 caracteres como máximo.

cmd-ludo = ludo
cmd-ludo-desc = Juegos de carreras de la familia del parchís
cmd-ludo-new = nueva
cmd-ludo-new-desc = Abre una partida nueva en este canal: los demás se unen con el botón.
cmd-ludo-new-preset = modalidad
cmd-ludo-new-preset-desc = La modalidad que se juega (por defecto: la del servidor)
cmd-ludo-new-rules = reglas
cmd-ludo-new-rules-desc = Reglas caseras para esta partida, p. ej. capture=no six_again=yes
cmd-ludo-new-players = jugadores
cmd-ludo-new-players-desc = Plazas en la mesa, de 2 a 6 (por defecto: todas las que tenga el tablero)
cmd-ludo-new-computers = bots
cmd-ludo-new-computers-desc = Bots sentados desde el principio, de 0 a 5 (por defecto: ninguno)
cmd-ludo-new-level = nivel
cmd-ludo-new-level-desc = El nivel de esos bots (por defecto: normal)
cmd-ludo-join = unirse
cmd-ludo-join-desc = Ocupa una plaza en la partida abierta del canal, o recupera la tuya tras ausentarte.
cmd-ludo-leave = salir
cmd-ludo-leave-desc = Deja tu plaza: antes de empezar, o en una partida en curso (un bot la ocupa).
cmd-ludo-start = empezar
cmd-ludo-start-desc = Empieza la partida de este canal (el anfitrión).
cmd-ludo-board = tablero
cmd-ludo-board-desc = Vuelve a publicar el tablero en juego, al final del canal.
cmd-ludo-rules = reglas
cmd-ludo-rules-desc = Las reglas de la partida del canal (o las del servidor) con palabras sencillas.
cmd-ludo-stats = estadísticas
cmd-ludo-stats-desc = Partidas, victorias, puestos y fichas comidas aquí y en total (todos los servidores).
cmd-ludo-stats-member = miembro
cmd-ludo-stats-member-desc = De quién son las estadísticas (por defecto: las tuyas)
cmd-ludo-leaderboard = clasificación
cmd-ludo-leaderboard-desc = Los mejores jugadores de aquí por puntuación (OpenSkill), bots incluidos.
cmd-ludo-replay = repetición
cmd-ludo-replay-desc = Una partida terminada en GIF animado: entera, sus momentos clave o su final.
cmd-ludo-replay-game = partida
cmd-ludo-replay-game-desc = Un número de partida (por defecto: la última terminada aquí)
cmd-ludo-replay-part = parte
cmd-ludo-replay-part-desc = La partida entera (por defecto), sus momentos clave o sus últimos 30 movimientos
cmd-ludo-export = exportar
cmd-ludo-export-desc = Una partida en un archivo JSON: reglas, plazas, cada acción y, al acabar, su semilla.
cmd-ludo-export-game = partida
cmd-ludo-export-game-desc = Un número de partida (por defecto: la última terminada aquí)
cmd-ludo-verify = verificar
cmd-ludo-verify-desc = Recalcula cada tirada de una partida terminada a partir de su semilla revelada.
cmd-ludo-verify-game = partida
cmd-ludo-verify-game-desc = Un número de partida (por defecto: la última terminada aquí)
cmd-ludo-dice = dados
cmd-ludo-dice-desc = Cuántas veces sacó cada jugador cada cara, con una prueba de chi cuadrado de uniformidad.
cmd-ludo-dice-game = partida
cmd-ludo-dice-game-desc = Un número de partida (por defecto: la de aquí, o la última terminada)
cmd-ludo-help = ayuda
cmd-ludo-help-desc = Cómo jugar con este bot.
cmd-ludo-end = terminar
cmd-ludo-end-desc = Termina la partida de este canal (el anfitrión, o quien tenga Gestionar canales).
cmd-ludo-config = ajustes
cmd-ludo-config-desc = Reglas por defecto: las del servidor (Gestionar servidor) o, fuera de servidores, las tuyas
cmd-ludo-config-show = ver
cmd-ludo-config-show-desc = Las reglas por defecto de este servidor.
cmd-ludo-config-preset = modalidad
cmd-ludo-config-preset-desc = Elige la modalidad por defecto del servidor.
cmd-ludo-config-preset-preset = modalidad
cmd-ludo-config-preset-preset-desc = La modalidad que juegan las partidas nuevas de este servidor
cmd-ludo-config-set = cambiar
cmd-ludo-config-set-desc = Fija una regla casera para las partidas nuevas de este servidor.
cmd-ludo-config-set-option = opción
cmd-ludo-config-set-option-desc = Una opción de reglas, o { $settings }
cmd-ludo-config-set-value = valor
cmd-ludo-config-set-value-desc = Su valor, p. ej. yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = restablecer
cmd-ludo-config-reset-desc = Vuelve al clásico alemán sin reglas caseras.
cmd-ludo-config-language = idioma
cmd-ludo-config-language-desc = El idioma de los tableros, las salas y los registros de jugadas del servidor.
cmd-ludo-config-language-language = idioma
cmd-ludo-config-language-language-desc = auto: el idioma propio del servidor (Ajustes del servidor, Comunidad)

## Opciones de los menús de los comandos (choice-<valor>; 100 caracteres como máximo)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = partida entera
choice-highlights = momentos clave: fichas comidas y llegadas a la meta
choice-last-30 = últimos 30 movimientos
choice-auto = automático: el idioma del servidor

## Chats en los que el bot solo puede responder (un grupo, un MD entre amigos, un servidor sin el bot)

external_apps_off = Este servidor no deja que las aplicaciones instaladas por sus miembros respondan en público («Usar aplicaciones externas» está desactivado), así que nadie más vería la partida. Juega en un mensaje directo o en un grupo, o pide a los administradores del servidor que añadan el bot.
# $at: una marca de tiempo de Discord que cada cual ve en su idioma («hace 3 minutos»).
footer_as_of = -# Actualizado { $at }: aquí el tablero cambia cuando alguien pulsa un botón.
card_waits = El tablero de aquí se pondrá al día cuando alguien pulse un botón o use /ludo tablero.
board_failed = No se pudo mostrar el tablero aquí; prueba /ludo tablero otra vez dentro de un momento.
stats_everywhere = En todas partes: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}, puesto medio { $mean }, { $captures ->
    [one] { $captures } ficha comida
   *[other] { $captures } fichas comidas
}.

## Ritmo, «te toca» en privado, tus partidas

pace_live = en vivo
pace_1h = 1 hora por turno
pace_12h = 12 horas por turno
pace_24h = 24 horas por turno
pace_72h = 72 horas por turno
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Ritmo: cuánto puede durar cada turno
lobby_pace = **Ritmo:** { $pace }
card_pace = -# Ritmo: { $pace } · el tiempo se acaba { $at }
card_pace_untimed = -# Ritmo: { $pace }
pace_set = El ritmo ahora es { $pace }.
bad_pace = No hay ningún ritmo { $pace }: elige uno de { $paces }.
action_pace = cambiar el ritmo de esta partida
takes_pace = `live`, `1h`, `12h`, `24h` o `72h`
takes_dm = `slow`, `always` o `never`
dm_turn = Te toca en la partida #{ $game }: { $url }
dm_turn_ends = Te toca en la partida #{ $game }: { $url } (el tiempo se acaba { $at })
dm_reminder = Recordatorio: tu tiempo en la partida #{ $game } se acaba { $at }: { $url }
dm_your_move = Te toca mover en la partida #{ $game }: { $url }
dm_played = Hecho en la partida #{ $game }: { $url }
dm_turn_over = Este turno de la partida #{ $game } ya terminó: { $url }
dm_set = Mensajes directos cuando te toca: { $when }.
dm_unreachable = Discord rechazó el último «te toca» que te envió el bot (tus mensajes directos están cerrados para él, o lo tienes bloqueado), así que dejó de intentarlo por un tiempo. Ahora que has usado el bot, volverá a intentar avisarte en tu próximo turno.
dm_when_slow = en partidas lentas
dm_when_always = en todas las partidas
dm_when_never = nunca
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Tus partidas
mygames_yours = **Te toca** · partida #{ $game } · { $pace } · { $url }
mygames_other = Le toca a { $name } · partida #{ $game } · { $pace } · { $url }
mygames_lobby = Sala · partida #{ $game } · { $pace } · { $url }
mygames_ends = el tiempo se acaba { $at }
no_games = No estás en ninguna partida.
cmd-ludo-new-pace = ritmo
cmd-ludo-new-pace-desc = Cuánto puede durar cada turno (por defecto: el del servidor)
cmd-ludo-dm = md
cmd-ludo-dm-desc = Cuándo te dice el bot en privado que te toca.
cmd-ludo-dm-when = cuándo
cmd-ludo-dm-when-desc = En partidas lentas (por defecto), en todas o nunca
cmd-ludo-mygames = mispartidas
cmd-ludo-mygames-desc = Todas las partidas en las que estás, primero aquellas en las que te toca.
cmd-ludo-gender = género
cmd-ludo-gender-desc = Cómo concuerdan las frases sobre ti cuando el idioma lo pide (los demás solo ven el texto).
cmd-ludo-gender-form = forma
cmd-ludo-gender-form-desc = Femenino, masculino o sin definir (redacción neutra)
gender_set = Concordancia de las frases sobre ti: { $form }.
gender_form_unset = sin definir (redacción neutra)
gender_form_feminine = femenino
gender_form_masculine = masculino
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` o `masculine`

## Plazas que cambian de manos

left_running = { $name } dejó la partida: { $computer } ocupa su plaza.
took_seat = { $name } ocupa la plaza { $seat } en lugar de { $old }.
seat_not_free = La plaza { $seat } es de { $name }: solo se puede ocupar la plaza de un bot o la de un jugador expulsado.
action_takeover = ceder una plaza
takes_takeover = `host` o `anyone`
log_handover = { $seat } ocupa la plaza
replay_handover = Turno { $turn }: { $new } ocupó la plaza { $seat } en lugar de { $old }.
takeover_asked = { $name } pide ocupar la plaza { $seat } ({ $old }) en la partida #{ $game }: el anfitrión lo confirma con el botón.
label_confirm_takeover = Ceder la plaza
cmd-ludo-takeover = ocupar
cmd-ludo-takeover-desc = Ocupa la plaza de un bot en la partida en curso de este canal (el anfitrión lo confirma).
cmd-ludo-takeover-seat = plaza
cmd-ludo-takeover-seat-desc = El número de la plaza, como lo mostraba la sala

## El tablero como actividad de Discord (web/activity_routes.py, «Abrir tablero» en la tarjeta)

label_open_board = Abrir tablero
web-activity-cannot-launch = El tablero no se puede abrir dentro de Discord aquí: /ludo tablero te da su enlace para tu navegador.
web-activity-bad-request = Esta solicitud no la hace la página del tablero.
web-activity-code-refused = Discord no aceptó el inicio de sesión. Cierra el tablero y vuelve a abrirlo.
web-activity-token-refused = Tu sesión de Discord ha caducado. Cierra el tablero y vuelve a abrirlo.
web-activity-instance-unknown = Discord no conoce esta actividad. Cierra el tablero y vuelve a abrirlo.
web-activity-other-channel = Esta actividad se está ejecutando en un canal distinto del que indica.
web-activity-not-in-instance = No estás en esta actividad: únete primero desde el canal.
web-activity-no-game = Todavía no hay ninguna partida en este canal: abre una allí y luego vuelve a abrir el tablero.
web-activity-unreachable = Discord no respondió. Inténtalo de nuevo en un momento.
web-activity-busy = Demasiadas solicitudes desde aquí: espera un momento y vuelve a abrir el tablero.
web-activity-off = En este bot el tablero no se puede abrir dentro de Discord.
web-activity-not-authorised = El tablero necesita saber quién eres: permítelo cuando Discord te lo pida, o juega en la tarjeta.
web-activity-failed = El tablero no pudo iniciarse aquí: /ludo tablero te da su enlace para tu navegador.
## Torneos (/ludo tournament): sistema suizo y eliminatoria en muchas mesas

tournament_title = 🏆 Torneo #{ $id }
tournament_format_swiss = Sistema suizo: { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
}, todos juegan todas las rondas
tournament_format_knockout = Eliminatoria: { $n ->
    [one] el ganador de cada mesa pasa de ronda
   *[other] los { $n } primeros de cada mesa pasan de ronda
}
tournament_tables_of = Mesas de { $seats } · { $preset_name } · { $pace }
tournament_computers_yes = Los bots ({ $level }) ocupan los puestos libres
tournament_computers_no = Los puestos libres quedan vacíos
tournament_starts = Empieza <t:{ $when }:R>
tournament_signed_up = Inscritos: { $count }/{ $most }
tournament_more = y { $n } más
tournament_nobody = Nadie todavía.
tournament_status = { $status ->
    [signup] **Inscripción abierta**
    [running] **En juego**
    [paused] **En pausa**
    [done] **Terminado**
   *[ended] **Cancelado**
}
tournament_round = Ronda { $round }
tournament_table_line = Mesa { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = un bot
tournament_action = { $what ->
    [create] Creado por { $name }
    [start] Iniciado por { $name }
    [resume] Reanudado por { $name }
    [pause] Pausado por { $name }
    [drop] { $name } sacó a un jugador del torneo
    [left_running] { $name } se retiró: un bot juega en su lugar
    [replace] { $name } reemplazó a un jugador
    [end] Cancelado por { $name }
    [round] Empezó una nueva ronda
    [done] Terminó la última mesa
    [no_place] No se pudo crear un hilo para una mesa: en pausa
    [reveal] La ronda terminó: se revela la semilla de los dados
   *[too_few] A la hora de empezar había muy pocos inscritos
}
tournament_standings = Clasificación del torneo #{ $id } tras la ronda { $round }
tournament_standing = { $rank }. { $name } — { $points } pts (rivales { $tiebreak }, { $played } partidas)
tournament_podium = 🏆 ¡El torneo #{ $id } ha terminado!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = Ronda { $round } · Mesa { $table }
file_standings = clasificacion
tournament_created = El torneo #{ $id } está abierto a inscripciones.
tournament_joined = Te inscribiste en el torneo #{ $id }.
tournament_left = Saliste del torneo #{ $id }.
tournament_going = El torneo #{ $id } está en marcha.
tournament_paused = El torneo #{ $id } está en pausa: no empieza ninguna ronda nueva hasta que se reanude.
tournament_dropped = Se retiró al jugador del torneo #{ $id }: un bot juega en su lugar.
tournament_replaced = El nuevo jugador ocupa el lugar del que no estaba.
tournament_ended = Se canceló el torneo #{ $id }.
tournament_bad_format = No existe el formato de torneo «{ $value }»: swiss o knockout.
tournament_bad_size = En una mesa caben de 2 a 6, no { $value }.
tournament_bad_rounds = Un torneo suizo tiene de 1 a { $most } rondas, no { $value }.
tournament_bad_advance = De cada mesa pasan 1 o 2 jugadores, siempre menos que los puestos de la mesa (no { $value }).
tournament_bad_maximum = El máximo tiene que estar entre 2 y { $most } jugadores, no { $value }.
tournament_bad_level = No existe el nivel de bot «{ $value }».
tournament_bad_preset = No existe la modalidad «{ $value }».
tournament_past_start = El comienzo tiene que ser en el futuro.
tournament_none = Ese torneo no existe.
tournament_none_here = No hay ningún torneo en este canal.
tournament_organisers_only = Solo el organizador, alguien con el permiso Gestionar servidor o un miembro del rol de organizadores de torneos puede hacer eso.
tournament_servers_only = Los torneos se juegan en un servidor que tenga el bot, en un canal donde pueda escribir.
tournament_needs_threads = El bot necesita el permiso Crear hilos públicos en este canal: cada mesa se juega en un hilo.
tournament_no_threads = El bot no pudo crear un hilo para una mesa, así que el torneo quedó en pausa.
tournament_event_refused = Para crear un evento de Discord, el bot necesita el permiso Gestionar eventos.
tournament_event_needs_start = Un evento de Discord necesita una hora de inicio: indica también los minutos de inscripción.
tournament_exists = Este canal ya tiene un torneo.
tournament_signup_closed = La inscripción a este torneo está cerrada.
tournament_already_in = Ya estás inscrito.
tournament_full = El torneo está completo ({ $most } jugadores).
tournament_not_in = No estás inscrito en este torneo.
tournament_started = El torneo ya empezó.
tournament_too_few = Un torneo necesita al menos 2 jugadores ({ $count } inscritos).
tournament_not_running = El torneo no se está jugando.
tournament_not_entrant = Esa persona no juega en este torneo.
tournament_replace_between = Solo se puede reemplazar a un jugador antes del comienzo, o con el torneo en pausa entre dos rondas.
tournament_over = El torneo ya terminó.
choice-swiss = sistema suizo
choice-knockout = eliminatoria
cmd-ludo-tournament = torneo
cmd-ludo-tournament-desc = Torneos de sistema suizo y eliminatoria en muchas mesas
cmd-ludo-tournament-new = nuevo
cmd-ludo-tournament-new-desc = Abre un torneo en este canal para inscribirse (Gestionar servidor).
cmd-ludo-tournament-new-format = formato
cmd-ludo-tournament-new-format-desc = Sistema suizo (todos juegan todas las rondas) o eliminatoria
cmd-ludo-tournament-new-rounds = rondas
cmd-ludo-tournament-new-rounds-desc = Suizo: cuántas rondas, de 1 a 12 (por defecto: 3)
cmd-ludo-tournament-new-advance = pasan
cmd-ludo-tournament-new-advance-desc = Eliminatoria: cuántos pasan de cada mesa, 1 o 2 (por defecto: 1)
cmd-ludo-tournament-new-size = tamaño
cmd-ludo-tournament-new-size-desc = Puestos en cada mesa, de 2 a 6 (por defecto: 4)
cmd-ludo-tournament-new-preset = modalidad
cmd-ludo-tournament-new-preset-desc = La modalidad que se juega (por defecto: la del servidor)
cmd-ludo-tournament-new-rules = reglas
cmd-ludo-tournament-new-rules-desc = Reglas de la casa para todas las mesas, p. ej. capture=no six_again=yes
cmd-ludo-tournament-new-pace = ritmo
cmd-ludo-tournament-new-pace-desc = Cuánto puede durar cada turno (por defecto: el del servidor)
cmd-ludo-tournament-new-computers = bots
cmd-ludo-tournament-new-computers-desc = Los bots ocupan los puestos libres de las mesas (por defecto: sí)
cmd-ludo-tournament-new-level = nivel
cmd-ludo-tournament-new-level-desc = Su nivel, y el del bot de un jugador retirado (por defecto: fácil)
cmd-ludo-tournament-new-signup = inscripción
cmd-ludo-tournament-new-signup-desc = Minutos de inscripción antes de que empiece solo (por defecto: lo inicia el organizador)
cmd-ludo-tournament-new-maximum = máximo
cmd-ludo-tournament-new-maximum-desc = Cuántos pueden inscribirse, de 2 a 512 (por defecto: 64)
cmd-ludo-tournament-new-event = evento
cmd-ludo-tournament-new-event-desc = Crear también un evento de Discord para el comienzo (requiere Gestionar eventos)
cmd-ludo-tournament-join = inscribirse
cmd-ludo-tournament-join-desc = Inscríbete en el torneo de este canal.
cmd-ludo-tournament-leave = salir
cmd-ludo-tournament-leave-desc = Sal del torneo de este canal (una vez empezado, un bot juega en tu lugar).
cmd-ludo-tournament-start = empezar
cmd-ludo-tournament-start-desc = Cierra la inscripción y lanza la primera ronda, o sigue tras una pausa (organizador).
cmd-ludo-tournament-pause = pausar
cmd-ludo-tournament-pause-desc = No empieza ninguna ronda nueva hasta que el torneo se reanude (organizador).
cmd-ludo-tournament-drop = retirar
cmd-ludo-tournament-drop-desc = Saca a un jugador del torneo (organizador).
cmd-ludo-tournament-drop-member = miembro
cmd-ludo-tournament-drop-member-desc = A quién se retira: desde ahora un bot juega en su lugar
cmd-ludo-tournament-replace = reemplazar
cmd-ludo-tournament-replace-desc = Antes de una ronda, alguien ocupa el lugar de un ausente (organizador).
cmd-ludo-tournament-replace-member = miembro
cmd-ludo-tournament-replace-member-desc = El jugador que no está
cmd-ludo-tournament-replace-by = por
cmd-ludo-tournament-replace-by-desc = Quién ocupa su lugar, con sus puntos
cmd-ludo-tournament-end = terminar
cmd-ludo-tournament-end-desc = Termina el torneo ahora; las mesas en juego acaban sin resultado (organizador).
cmd-ludo-tournament-standings = clasificación
cmd-ludo-tournament-standings-desc = La clasificación del torneo de este canal.
cmd-ludo-tournament-pairings = emparejamientos
cmd-ludo-tournament-pairings-desc = Las mesas de esta ronda, con sus jugadores y sus puntos.
pairing_tables = { $count } jugadores en { $tables } mesas de { $smallest } a { $largest } puestos (elegido: { $size })
pairing_bye = { $names } descansa esta ronda: puesto { $rank } con { $points } puntos, descansos previos: { $before }
pairing_bye_seed = { $names } pasa sin jugar: cabeza de serie { $seed }
pairing_points = Mesa { $table }: el grupo de { $high } a { $low } puntos
pairing_moved = Mesa { $table }: { $names } viene de la mesa { $from_table }, para que haya menos enfrentamientos repetidos
pairing_repeat = Mesa { $table }: { $names } vuelven a enfrentarse (antes: { $times }); ninguna distribución lo evita
pairing_seed = Mesa { $table }: { $names }, cabeza de serie { $seed }
pairing_seat = Mesa { $table }: { $names } juega en el puesto { $seat } del orden de turno (veces que jugó último: { $last })
cmd-ludo-tournament-role = rol
cmd-ludo-tournament-role-desc = Elige el rol cuyos miembros organizan torneos aquí (Gestionar servidor).
cmd-ludo-tournament-role-role = rol
cmd-ludo-tournament-role-role-desc = Sus miembros organizan torneos aquí (ninguno: solo Gestionar servidor)
tournament_role_set = Los miembros de { $role } ya pueden organizar torneos aquí.
tournament_role_cleared = Ahora solo quien tenga Gestionar servidor organiza torneos aquí.
takes_role = un rol de este servidor
cmd-ludo-tournament-new-duplicate = dados-iguales
cmd-ludo-tournament-new-duplicate-desc = Dados iguales: todas las mesas de una ronda sacan los mismos dados (por defecto: no)
tournament_duplicate = Dados iguales: todas las mesas de una ronda sacan los mismos dados, de una semilla que se revela al final de la ronda
tournament_seed = Semilla de los dados de la ronda { $round }: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = Este enlace no es válido: pide uno nuevo con /ludo tablero.
web_token_expired = Este enlace ha caducado: pide uno nuevo con /ludo tablero.
web_token_other_game = Este enlace es de otra partida: el de esta partida lo consigues con /ludo tablero.
web_busy = Los tableros en directo están saturados ahora mismo: vuelve a intentarlo dentro de un momento.
web_too_many_here = Hay demasiados tableros en directo abiertos desde tu conexión: cierra algunos y vuelve a intentarlo.
web_game_full = Hay demasiada gente viendo esta partida: vuelve a intentarlo dentro de un momento.
web_too_big = Ese mensaje es demasiado largo (como mucho { $most } bytes).
web_flood = Demasiados clics a la vez: espera un momento.
web_malformed = La página envió algo que el bot no entiende: vuelve a cargar la página.
web_spectator = Estás mirando: solo los jugadores pueden pulsar, con el enlace que el bot les da en privado (/ludo tablero).
web_no_game = Esa partida no existe.
web_private = Esta partida se juega en un chat privado: ábrela con el enlace que te dio el bot (/ludo tablero en ese chat).
label_watch = Ver en directo
board_live = Tu enlace personal al tablero en directo (quien lo tenga juega en tu lugar, así que no lo compartas; caduca { $at }): { $url }
dm_live = Juega en el tablero en directo: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = puntos
cmd-ludo-tournament-new-points-desc = Puntos por puesto, del primero al último, p. ej. 6,4,2,0 (en mesas menores sobran los últimos)
cmd-ludo-tournament-new-bye = descanso
cmd-ludo-tournament-new-bye-desc = Puntos de un descanso en un suizo, de 0 a 100 (por defecto: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Puntos por puesto: { $points } · descanso: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = En una mesa de { $seats }: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } no es una cantidad de puntos: escribe números enteros, del primer puesto en adelante, p. ej. 6,4,2,0.
points_negative = Los puntos no pueden ser negativos: { $value }.
points_too_large = Un puesto da como mucho { $most } puntos, no { $value }.
# $count: how many values were given; $seats: the table's size.
points_count = Indica puntos para cada uno de los { $seats } puestos de una mesa, del primero en adelante (has indicado { $count }).
# $points: the values as given, best first.
points_not_descending = Los puntos deben bajar del primer puesto al último, y el primero debe dar más que el último: { $points }.
tournament_bad_bye = Un descanso da de 0 a { $most } puntos, no { $value }.
