# ludobot: English (the source catalogue; en-US and en-GB, and any locale without its own).
#
# Fluent syntax: https://projectfluent.org/fluent/guide/
# - Every message id here must exist in every other catalogue, with the same
#   { $placeholders } (`make locales-check`, tests/test_locales.py).
# - Plurals: { $n -> [one] ... *[other] ... } (CLDR categories of your language).
# - Ordinals: { NUMBER($n, type: "ordinal") -> [one] ... *[other] ... }.
# - A literal brace is written {"{"}; a leading space {" "}.
# - Discord markdown (**bold**, -# small, `code`) is kept as it is.
# - Command and option names (cmd-*): 1 to 32 characters, lowercase, no spaces;
#   descriptions at most 100 characters.

## Ordinals and plurals used by many messages

# A place in a game: 1st, 2nd, 3rd, 4th... $gender (a language may use it, or not): what the
# person chose (/ludo gender: feminine, masculine, unset) when the place is put before their name.
ordinal = { NUMBER($n, type: "ordinal") ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
# Two items of a list: "6 or 1". $items (each list message may use it, or not): how many
# items the whole list has, for a language whose last joint differs from three on.
list_or = { $first } or { $second }
list_and = { $first } & { $second }
list_more = { $first }, { $second }

## The presets (rule sets: German classic, Ludo, ...), boards and colours

preset_madn = German classic
preset_mejn = Dutch classic
preset_ludo = Ludo
preset_fia = Fia
preset_marbles = Marbles
board_classic4 = the classic cross board (40 squares, 4 home slots each)
board_classic6 = the six-colour board (60 squares, 4 home slots each)
board_cross4 = the Ludo cross (52 squares, a lane of 5 and a shared goal)
colour_red = red
colour_yellow = yellow
colour_blue = blue
colour_green = green
colour_orange = orange
colour_purple = purple
# The mark of each colour on the board (its start square and yard) and in the banner,
# "Ann (R) to roll": one or two letters, all six different within the language.
letter_red = R
letter_yellow = Y
letter_blue = B
letter_green = G
letter_orange = O
letter_purple = P
level_easy = easy
level_normal = normal
level_hard = hard
level_random = random
# The setting's value "auto": the server's own language.
# This catalogue's language, in itself (the menu of /ludo config language).
language_name = English
language_auto = the server's language ({ $language })

## The rule options (/ludo config set, `ludobot simulate --help`): one line each

option_board = track length and home shape
option_entry_rolls = rolls that bring a piece from the yard onto the start square
option_forced_entry = whether a piece must enter when an entry roll comes up
option_clear_start = the start square must be cleared while pieces wait in the yard
option_start_pieces = pieces on the start square when the game begins
option_three_tries = three rolls to get an entry roll when nothing can move
option_three_tries_bonus = an extra roll for an entry roll before the third try
option_six_again = a 6 gives another roll after the move
option_six_again_without_move = an unusable 6 still gives another roll
option_max_sixes = the third 6 in a row ends the turn (0: off)
option_own_landing = what landing on one of your own pieces does
option_own_start_entry = with own_landing=capture, an entry roll while one of your own pieces stands on the start square: a new piece enters (the one there goes back), or that piece moves on
option_block_passing = who may pass a block of 2+ pieces of one colour
option_capture = landing on an opponent sends it to the yard
option_safe_start = a piece on its own start square cannot be captured
option_capture_at_turn_end = a capture counts only where the capturing piece ends the turn
option_forced_capture = a capture, when possible, must be made
option_capture_extra_lap = forced capture applies even when it takes a piece past its home
option_exact_home = a piece enters the home only with the exact roll
option_overshoot = a roll past the last home square: refused, or counted back
option_home_jump = a piece may jump over pieces in the home
option_home_moves = a piece in the home may move further inside it
option_must_move = a player must move when a legal move exists
option_turn_order = who begins
option_play_to_end = play on after the first finisher
option_teams = partners sit opposite and win together
option_war = last player standing: captured pieces leave the game
option_war_rounds = rounds after which a war ends, won by whoever has the most pieces

## /ludo rules: the rules in plain words, one sentence each, in the order a turn meets them

explain_head = { $preset_name } on { $board }.
# $rolls: "6", or "6 or 1" (list_or).
explain_entry = A { $rolls } brings a piece from the yard onto its start square.
explain_forced_always = Entering is compulsory whenever it is possible.
explain_forced_no_piece = Entering is compulsory only when no piece is on the track.
explain_forced_never = Entering is a choice.
explain_clear_start = While pieces wait in the yard, the start square must be cleared first.
explain_start_pieces = Everyone starts with one piece already on the start square.
explain_three_tries = With nothing to move, you get three tries for an entry roll.
explain_three_tries_bonus = With nothing to move, you get three tries for an entry roll; one that comes before the third try earns another roll.
explain_six_again = A 6 gives another roll.
explain_six_again_without_move = A 6 gives another roll even when it cannot be used.
# $count is 3: "The 3rd 6 in a row".
explain_max_sixes = The { NUMBER($count, type: "ordinal") ->
    [one] { $count }st
    [two] { $count }nd
    [few] { $count }rd
   *[other] { $count }th
} 6 in a row ends the turn at once.
explain_landing_forbidden = You may not land on your own piece.
explain_landing_capture = Landing on your own piece sends it back to the yard.
explain_landing_stack = Your own pieces may share a square.
explain_landing_block = Two of your pieces on one square form a block.
explain_own_start_enter = An entry roll brings a new piece out even onto your own piece on the start square.
explain_own_start_move_on = With your own piece on the start square, an entry roll moves that piece on.
explain_block_nobody = Nobody may pass a block.
explain_block_opponents = Opponents may not pass your block; you may.
explain_capture = Landing on an opponent sends it back to its yard.
explain_no_capture = Pieces are never captured.
explain_safe_start = A piece on its own start square is safe.
explain_capture_at_turn_end = A capture counts only where the capturing piece ends the turn.
explain_forced_capture_strict = A capture, when possible, must be made.
explain_forced_capture_huff = Skip a possible capture and the others may huff one of your pieces.
explain_capture_extra_lap = That includes captures past your own home, for another lap.
# $home is "goal" (the Ludo cross's shared goal) or "home" (home slots).
explain_exact_home = Entering { $home ->
    [goal] the goal
   *[home] the home
} takes the exact roll.
explain_exact_home_bounce = Entering { $home ->
    [goal] the goal
   *[home] the home
} takes the exact roll (a bigger roll counts back).
explain_deepest_free = A big roll stops on the deepest free square of { $home ->
    [goal] the goal
   *[home] the home
}.
# $home as in explain_exact_home: on the Ludo cross the lane to the shared goal.
explain_home_jump = Pieces may jump over others { $home ->
    [goal] in the lane to the goal
   *[home] in the home
}.
explain_no_home_jump = No jumping { $home ->
    [goal] in the lane to the goal
   *[home] inside the home
}.
explain_home_stays = A piece { $home ->
    [goal] in the lane to the goal
   *[home] in the home
} stays where it is.
explain_may_pass = You may pass instead of moving.
explain_order_highest_roll = Everyone rolls; the highest begins.
explain_order_fixed_colours = Red begins, then clockwise.
explain_order_seating = The first to join begins.
explain_partners = Partners sit opposite and win together.
explain_war = War: captured pieces leave the game; the last side standing wins (after { $rounds } rounds, the side with the most pieces wins).
explain_play_to_end = Play goes on until every place is decided.
explain_first_home_wins = The first to bring every piece { $home ->
    [goal] into the goal
   *[home] home
} wins.

## The move log (one line per event, under the board; the channel's language)

# $who: a name and colour, "Ann (red)" (see who_colour).
who_colour = { $name } ({ $colour })
log_order_roll = { $who } rolls { $value } for the first turn
log_begins = { $who } begins
log_rolled = { $who } rolls { $value }
log_retry = { $who } tries again (try { $value } of 3)
log_entered = { $who } brings piece { $piece } out
log_moved = { $who } moves piece { $piece }
log_home = { $who }: piece { $piece } reaches home
log_captured = { $who } captures piece { $victim_piece } of { $victim }
log_own_capture = { $who } sends their own piece { $victim_piece } back
log_blocked = { $who } forms a block
log_passed = { $who } cannot move
log_bonus = { $who } rolls again
log_third_six = { $who } rolls a third 6: turn over
log_huffed = { $seat } huffs piece { $piece } of { $who }
log_finished = { $who } has every piece home
# $place: an ordinal ("2nd").
log_placed = { $seat } takes { $place } place
log_eliminated = { $seat } is out of the war
log_won = { $seat } wins!
log_timed_out = { $seat } ran out of time; the bot plays for them
log_away = { $seat } is away: a computer plays the seat
log_back = { $seat } is back

## Move buttons ($piece is the number on the piece): at most 40 characters with a
## 20-character name, so a phone shows them whole (tests/test_locales.py; Discord cuts at 80)

move_pass = Pass
move_hits_own = { $piece } hits own piece
move_captures = { $piece } captures { $victim }
move_captures_lap = { $piece } captures { $victim } (+1 lap)
move_enters = { $piece } enters
move_home = { $piece } → home
move_block = { $piece } forms block
move_bounces = { $piece } bounces back
move_steps = { $piece } moves { $steps ->
    [one] { $steps } square
   *[other] { $steps } squares
}

## Words on the board picture (its banner)

# A seat without a name.
picture_player = Player { $number }
picture_nobody = Nobody
# $who: one name or a team ("Ann & Kari", list_and); $count: how many they are.
picture_wins = { $count ->
    [one] { $who } wins!
   *[other] { $who } win!
}
# $letter: the letter printed on the colour's pieces.
picture_order = { $who } ({ $letter }) to roll for the first turn
picture_move = { $who } ({ $letter }) to move
picture_roll = { $who } ({ $letter }) to roll
# One place of the finishers' line: "1st Ann".
picture_place = { $place } { $who }

## The live board page (web/static: the board in a browser, in the viewer's language)

# The browser tab's title; $game: the game's number.
web-title = Ludo, game #{ $game }: live board
# The board's label for screen readers.
web-board = The board
web-roll = Roll the die
# Above the list of moves the person to act may choose.
web-moves = Your moves
web-log = Move log
web-players = Players
# $pace: pace_live, pace_1h, …
web-pace = Pace: { $pace }
# $time: what is left of the turn, as 4:05 (minutes) or 11:02:30 (hours).
web-time-left = Time left: { $time }
# How many people have the page open; $count: a number.
web-viewers = Watching: { $count }
web-watching = You are watching this game.
# $colour: colour_red, …
web-you-play = Your colour: { $colour }
web-your-turn = Your turn!
web-connecting = Connecting…
web-reconnecting = Connection lost: reconnecting…
web-places = Final places
# A seat the computer plays; $level: level_easy, …
web-computer = computer, { $level }
web-away = away: the computer plays
# Beside the I'm back button (label_back), to the person whose seat a computer plays.
web-you-away = You are away: a computer plays your turns until you are back.
web-host = host
# The die's label for screen readers; $value: 1 to 6.
web-die = The die shows { $value }
# A piece's label for screen readers; $colour: colour_red, …; $piece: the number on it;
# $square: the track square it stands on, counted from 1.
web-piece-yard = { $colour } piece { $piece }, in the yard
web-piece-track = { $colour } piece { $piece }, on square { $square }
web-piece-home = { $colour } piece { $piece }, on a home square
web-piece-goal = { $colour } piece { $piece }, in the goal
web-piece-out = { $colour } piece { $piece }, out of the game
# A piece that may move, for screen readers: $piece is web-piece-*, $move a move button's
# label (move_steps, …).
web-piece-move = { $piece }: { $move }
web-ended = The game was ended without a result.
## Words on the standings picture (a tournament's)

standings_heading = Standings
standings_after = After round { $round } of { $rounds }
standings_final = Final standings
# Column headings, short: the columns are as wide as their heading.
standings_player = Player
standings_points = Points
# Opponents' points (the first tie-break): for each table played, the mean points of the
# others at it.
standings_opponents = Opp. pts
# Tables won (first places).
standings_wins = Wins
standings_games = Games
# Under the last line shown, when the picture cannot show everyone.
standings_more = …and { $count } more

## The game and its buttons (private answers, in the language of whoever pressed)

no_game = There is no game #{ $game } here.
no_game_here = There is no game in this channel: start one with /ludo new.
damaged = This game's saved state is damaged; an admin can end it with /ludo end.
other_channel = That button belongs to game #{ $game }, which is played in another channel.
already_started = This game has already started: the board above is the live one now.
lobby_closed = This lobby is closed.
lobby_changed = The lobby changed in the meantime: the card shows it now; try again.
already_in = You are already in this game.
full = This game is full.
not_in = You are not in this game.
host_cannot_leave = The host cannot leave; cancel the game instead.
# $action is one of the action_* messages below.
host_only = Only the host can { $action }.
action_computer = add computer players
action_kick = remove players
action_rules = change this game's rules
action_start = start the game
action_cancel = cancel the game
no_seat = There is no such seat.
too_few = A game needs at least 2 players: ask someone to join or add a computer.
unknown_button = The bot does not recognise that button.
join_first = Join the game first, then choose your colour.
bad_colour = Choose one of { $colours }, not { $colour }.
# $kind: person or computer, of $name (Hindi's verb agrees).
colour_taken = { $name } already plays { $colour }.
rules_players = These rules do not work for { $players } players: { $option }: { $why }.
not_started = This game has not started yet.
closed = This game is over: the card shows how it ended.
over = This game is over.
out_of_date = That board was out of date: it shows the game as it is now.
dice_hash = -# Provably fair dice: the seed's SHA-256 is `{ $hash }`; the seed is shown when the game ends.
dice_seed = -# Dice seed `{ $seed }`: check every roll with /ludo verify or `ludobot verify`.
export_caption = Game #{ $game } as JSON: check its dice with `ludobot verify` on this file.
no_seed = Game #{ $game } was not played with provably fair dice (it began before them).
verify_holds = Game #{ $game }: { $rolls ->
    [one] its { $rolls } roll comes
   *[other] all { $rolls } rolls come
} from its revealed seed. ✅
    -# The revealed seed's SHA-256 is `{ $hash }`: it must be the hash the game's first board showed.
verify_seed_not_revealed = Game #{ $game } is still running: its seed is shown when it ends.
verify_bad_seed = Game #{ $game }: the stored seed is damaged.
verify_seed_hash_differs = Game #{ $game }: the seed does not match the hash shown. ❌
verify_roll_differs = Game #{ $game }: roll { $roll } is not what the seed gives. ❌
    -# The revealed seed's SHA-256 is `{ $hash }`: it must be the hash the game's first board showed.
verify_illegal_action = Game #{ $game }: action { $action } is not legal when replayed. ❌
    -# The revealed seed's SHA-256 is `{ $hash }`: it must be the hash the game's first board showed.
dice_title = **Dice of game #{ $game }** (faces 1 to 6):
# $faces: how often each face came, "3 1 2 2 1 4"; $p: a p-value, "0.412".
dice_line = { $name }: { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}: { $faces } · sixes { $sixes } · fairness p = { $p }
dice_game_p = The whole game: fairness p = { $p } (below 0.001 would be suspicious).
dice_no_rolls = Nobody has rolled in game #{ $game } yet.
dice_server = This server's last 1,000 games: { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}, fairness p = { $p }.
dice_server_none = This server's games have no rolls yet.
# The last row of the dice chart (a picture): at most about 20 characters.
dice_server_label = This server
stopping = The bot is restarting: press again in a moment.
already_done = Already done: the board shows the game as it is now.
move_gone = That move is no longer possible: the board shows the moves there are now.
cannot_huff = You cannot huff now.
# Pressed by the one who skipped the capture (or a partner).
huff_others = { $name } skipped the capture: only the others may huff.
not_your_turn = It is { $name }'s turn.
not_a_player = You are not in this game; it is { $name }'s turn.
move_first = Choose a move first.
illegal = That is not allowed now.
board_below = Done; the live board is further down: { $url }
behind_below = That board is out of date; the live one is here: { $url }

## Ending, rematch, replay

already_over = This game is already over.
end_not_allowed = Only the host or someone with Manage Channels can end this game.
changed_meanwhile = The game changed in the meantime; try again.
damaged_ended = The damaged game was ended.
confirm_end = End game #{ $game } for everyone? This cannot be undone.
end_done = Game #{ $game } was ended.
end_used = Game #{ $game }: this confirmation has already been used.
rematch_players_only = Only the players of this game can ask for a rematch.
rematch_exists = This channel already has a new game.
rematch_open = The rematch lobby is open below: press Start when ready.
never_started = Game #{ $game } never started, so there is nothing to replay.
still_running = Game #{ $game } is still being played: its replay will be ready when it is over.
no_finished = No game here is over yet.
replay_failed = The replay could not be drawn, sorry.
replay_too_big = This game's replay is too long to upload here, sorry.
replay_upload_failed = The replay could not be uploaded, sorry.
replay_caption = Replay of game #{ $game }
replay_caption_highlights = Highlights of game #{ $game }: captures and finishes
replay_caption_last = The last moves of game #{ $game }

## Commands' answers

channel_busy = This channel already has a game: { $url }
game_open = Your game #{ $game } is open: press Start when everyone is in.
here_is_board = Here is the board: { $url }
no_game_in_channel = There is no game in this channel.
need_manage = Changing the server's rules needs the Manage Server permission.
# What a setting takes (inside bad_setting). Values are typed as shown (yes, no, off).
takes_yes_no = `yes` or `no`
takes_timer = 30 to 86400 seconds, or `off`
takes_language = `auto` or one of { $languages }
takes_away = `computer`, `remove` or `off`
setting_seconds = { $seconds } s
setting_off = off
setting_yes = yes
setting_no = no
setting_away_computer = a computer plays the seat until its player is back
setting_away_remove = the player is removed and a computer plays on
setting_name_turn_timer = Time for each turn
setting_name_language = Language of the boards
setting_name_auto_move = Play the only possible move automatically
setting_name_ping = Mention the player whose turn it is
setting_name_ping_after = Mention only players who have not pressed for
setting_name_away = After 3 timed-out turns in a row
setting_name_pace = Pace of new games
setting_name_takeover = Taking over a seat
setting_takeover_host = the host confirms
setting_takeover_anyone = anyone in the chat, without asking
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = That needs these permissions: { $permissions }.
guild_only = Ludo is played in a server's channel, not in direct messages.
rules_unreadable = The rules cannot be read: { $why }
# $mean: the average place, "2.50" (or "–").
stats = **{ $name }**: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, average place { $mean }, { $captures ->
    [one] { $captures } capture
   *[other] { $captures } captures
}.
# $trend: the change over the last $games rated games (at most 5), "+1.2".
stats_rating = Rating { $rating } (μ { $mu }, σ { $sigma }); { $trend } over the last { $games ->
    [one] rated game
   *[other] { $games } rated games
}.
stats_rating_first = Rating { $rating } (μ { $mu }, σ { $sigma }) after the first rated game.
dice_description = How often each player rolled each face, and the server's dice
stats_colour = Favourite colour: { $colour }.
rated_line = { $rank }. { $who }: rating { $rating } in { $games ->
    [one] { $games } game
   *[other] { $games } games
}
rated_computer = Computer ({ $level })
leaderboard_empty = Nobody has finished a game on this server yet.
leaderboard_title = Leaderboard
# /ludo help: one message per line; keep the command names (/ludo new) as they are.
help_new = **/ludo new** opens a game; others press **Join** (or the host **Add computer**) and may pick a colour from the menu; the host presses **Start**.
help_turn = On your turn press **Roll**, then the button of the piece to move: the numbers on the buttons are the numbers on the pieces.
help_commands = **/ludo board** posts the board again · **/ludo rules** explains the rules · **/ludo end** ends a game.
help_record = **/ludo stats**, **/ludo leaderboard** and **/ludo replay** look back at past games.
help_admins = Admins: **/ludo config** sets the server's preset, house rules and language.
help_presets = Presets: { $presets }.
# $preset_name: the preset's name; $preset: its identifier (madn).
config_show = Preset: **{ $preset_name }** (`{ $preset }`)
    House rules: { $overrides }
    { $settings }
no_house_rules = none
title_defaults = **Server defaults**
title_preset_set = **Preset set**
title_option_set = **{ $option } set**
title_reset = **Settings reset**
title_language_set = **Language set**
leaderboard_line = { $rank }. <@{ $user }>: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $games ->
    [one] { $games } game
   *[other] { $games } games
}
bad_input = The value given for { $option } cannot be used: { $why }
sorry = Something went wrong on my side; the game is saved as it was. Try again in a moment, or post the board again with /ludo board.
# A command (not a press on a game) failed.
sorry_command = Something went wrong on my side; nothing was changed. Try again in a moment.
store_error = The game could not be saved just now; nothing changed. Try again.
# A press on a game another process of the bot serves (shards on PostgreSQL).
no_owner = The part of the bot that runs this game is not running right now; nothing changed. Try again in a moment.
owner_silent = The part of the bot that runs this game did not answer in time. Your press may still count: look at the board before pressing again.
owner_unreachable = Your press did not reach the part of the bot that runs this game; nothing changed. Try again in a moment.
bot_needs_permissions = I need these permissions in this channel: { $permissions }.
# Discord's permissions, named as Discord's own settings name them in this language.
permission_view_channel = View Channels
permission_send_messages = Send Messages
permission_send_messages_in_threads = Send Messages in Threads
permission_embed_links = Embed Links
permission_attach_files = Attach Files
permission_read_message_history = Read Message History
permission_add_reactions = Add Reactions
permission_use_application_commands = Use Application Commands
permission_manage_messages = Manage Messages
permission_manage_channels = Manage Channels
permission_manage_guild = Manage Server
commands_changed = The bot's commands have just changed: wait a minute until Discord shows the new ones, then try again.
command_refused = That command cannot be used here.

## Rules and settings (option names and values stay as users type them: capture=no)

unknown_preset = Unknown preset { $preset }; choose one of { $presets }.
bad_setting = { $setting } takes { $takes }, not { $value }.
bad_rules = Those rules do not work: { $option }: { $why }.
rules_clash_preset = { $option } { $value } does not work with { $preset_name }, which sets { $other } { $other_value }; to play it anyway add { $fix }.
unknown_option = { $option } is not a rule option; the options are { $options }.
rule_format = Write each rule as NAME=VALUE, not { $token }.
repeated_option = { $option } is given twice: keep the one you mean.
rule_token = { $token } is neither a preset ({ $presets }) nor NAME=VALUE.
repeated_preset = Two presets are given, { $first } and { $second }: keep the one you mean.
repeated_value = { $option } names { $value } twice: write each value once.
setting_not_rule = { $option } is a server setting, not a rule: an admin sets it with `/ludo config set`.
# Stands for an empty value in a refusal ("Unknown preset (nothing)").
nothing_typed = (nothing)

## Lines for everyone (lobby footers and notices; the channel's language)

opened = { $name } opened a game.
joined = { $name } joined.
left = { $name } left.
computer_joined = { $name } (computer, { $level }) joined.
bad_level = There is no computer level { $level }: choose one of { $levels }.
too_many_computers = { $computers } computer players do not fit: this table has room for { $most } besides you.
removed = { $name } was removed.
rules_set = Rules: { $preset_name } · house rules: { $overrides }.
started = The game begins!
cancelled = The game was cancelled.
any_colour = { $name } plays any colour.
colour_chosen = { $name } plays { $colour }.
timed_out = { $name } ran out of time.
away = { $name } ran out of time 3 turns in a row: a computer (normal) takes the seat until they press I'm back or type /ludo join.
away_removed = { $name } ran out of time 3 turns in a row and was removed: a computer takes the seat to the end.
back = { $name } is back and takes their own turns again.
not_away = Nobody is playing your turns for you: you are not away.
removed_for_good = You were removed from this game after running out of time 3 turns in a row: a computer plays your seat to the end.
away_press_back = A computer takes your turns while you are away: press I'm back (or /ludo join) first.
not_in_game = You have no seat in this game.
ended = The game was ended by { $name }.
rematch = { $name } asks for a rematch: press Start when ready.
moved_down = This board moved down: { $url }

## The cards (lobby and board; the channel's language)

# The lobby card's head, three lines. $summary: the preset's name and the house rules,
# "Fia · capture=no".
lobby_title = ## Ludo: a new game
lobby_rules = **Rules:** { $summary }
lobby_how = Press **Join** to take a seat; the host presses **Start** (2 players or more).
seats = **Seats { $taken }/{ $most }**
nobody_yet = nobody yet
# A seat in the lobby: "1. Ann", then the parts below if they apply, joined by spaces.
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · computer, { $level }
seat_host = · host
choose_level = Add a computer player: choose its level
# What each level of the menu plays like (under its name; at most 100 characters).
level_easy_about = A beginner: often just moves any piece.
level_normal_about = A steady player: captures, brings pieces out, runs its lead piece.
level_hard_about = Weighs the risk of every move. The strongest.
footer_game = -# Game #{ $game }
footer_round = -# Game #{ $game } · round { $round }
turn_head = ## { $name }'s turn ({ $colour })
ask_thinking = { $who } is thinking…
# A person's seat while they are away: a computer takes their turns.
ask_away = { $who } is away: a computer plays the seat…
ask_order = { $who }, roll for the first turn.
ask_move = { $who }, choose a move.
ask_roll = { $who }, your roll.
wins_one = ## 🏆 { $who } wins!
wins_many = ## 🏆 { $who } win!
# $place: an ordinal ("1st").
place_line = { $place }: { $who }
huff_label = Huff { $name }'s piece { $piece }
label_join = Join
label_leave = Leave
label_start = Start
label_cancel = Cancel
label_computer = Add computer
label_rules = Rules…
label_roll = 🎲 Roll
label_rematch = Rematch
label_replay = Replay GIF
label_end = Yes, end the game
label_any_colour = Any colour
label_back = I'm back
choose_colour = Choose your colour
# The board picture's description (alt text).
board_description = The board
# The pictures' file names (users see them when they open or save one), without
# ".png": ASCII letters, digits and hyphens only (Discord changes other characters).
file_board = board
file_dice = dice
last_roll = Last roll: **{ $roll }**
nobody_rolled = Nobody has rolled yet.
your_turn = { $mention }, your turn in game #{ $game }.

## The rules form (the host's Rules… button)

form_title = This game's rules
form_preset = Preset
form_rules = House rules
form_rules_hint = NAME=VALUE pairs; /ludo rules lists what they mean

## Why the engine refuses some rules (inside bad_rules); option names stay as typed

rule_invalid = not possible
rule_not_yes_no = must be `yes` or `no`, not { $value }
rule_not_a_choice = { $value } is not one of { $choices }
rule_not_in_range = { $value } is not between { $low } and { $high }
rule_unknown_preset = there is no preset { $preset }; choose one of { $presets }
rule_unknown_option = no such option; the options are { $options }
rule_war_play_to_end = `war` cannot be combined with `play_to_end` (nobody finishes in war)
rule_extra_lap_forced = `capture_extra_lap` needs `forced_capture=strict` or `forced_capture=huff`
rule_bonus_three_tries = `three_tries_bonus` needs `three_tries`
rule_home_walled = `home_moves=no` with `home_jump=no` on a board with home slots would wall the deeper slots off
rule_players_range = { $players }: the game takes 2 to 6 players
rule_board_too_small = { $board } has { $colours } colours, too few for { $used }; use `classic6`
rule_board_too_small_any = { $board } has { $colours } colours, too few for { $used }
rule_partners_odd = partners need an even number of seats, not { $used }
rule_partners_four = partners need two teams: at least four colours in play
rule_partners_one_colour = partners need one colour per player, not two
rule_partners_opposite = partners sit opposite: every colour needs its opposite in play
rule_two_colours_each = { $players } players cannot each play two colours on this board
rule_players_or_seating = give the number of players or a seating
rule_players_seats = { $players ->
    [one] { $players } player
   *[other] { $players } players
} for { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
}
rule_seat_colours = each seat needs its own colours from { $board }
rule_seat_needs_colour = every seat needs a colour
rule_colour_not_in_play = colour { $colour } is not in play
rule_colour_pieces = colour { $colour } needs four pieces

## `ludobot verify` (the command line)

cli_verify_holds = holds: all { $rolls } rolls come from the revealed seed, and every action is legal
cli_verify_seed_not_revealed = cannot check yet: the seed is revealed when the game ends
cli_verify_bad_seed = the revealed seed is not 32 bytes of hex
cli_verify_seed_hash_differs = the revealed seed does not match the hash shown at the start
cli_verify_roll_differs = roll { $roll } (action { $action }) is not what the seed gives
cli_verify_illegal_action = action { $action } is not legal in the game as replayed
# Why a file cannot be verified at all (`ludobot verify FILE`).
cli_export_unreadable = the file cannot be read as text
cli_export_not_json = not JSON (line { $line }, column { $column })
cli_export_not_export = not a ludobot game export (format { $format })
cli_export_malformed = the field { $field } is missing or malformed
cli_export_rules = the rules or seats do not hold: { $why }
cli_export_action = action { $action } cannot be played
cli_verify_hash = the revealed seed's SHA-256: { $hash } (it must be the hash the game's first board showed)

## Slash commands (cmd-*: the command's name; cmd-*-desc: its description; then each
## option's name and description). Names: 1 to 32 characters, lowercase, no spaces, unique
## within their command; descriptions at most 100 characters.

cmd-ludo = ludo
cmd-ludo-desc = Play Ludo-family race games
cmd-ludo-new = new
cmd-ludo-new-desc = Open a new game in this channel: others join with the button.
cmd-ludo-new-preset = preset
cmd-ludo-new-preset-desc = The preset to play (default: this server's)
cmd-ludo-new-rules = rules
cmd-ludo-new-rules-desc = House rules for this game, e.g. capture=no six_again=yes
cmd-ludo-new-players = players
cmd-ludo-new-players-desc = Seats at the table, 2 to 6 (default: as many as the board has)
cmd-ludo-new-computers = computers
cmd-ludo-new-computers-desc = Computer players seated at once, 0 to 5 (default: none)
cmd-ludo-new-level = level
cmd-ludo-new-level-desc = The level of those computer players (default: normal)
cmd-ludo-join = join
cmd-ludo-join-desc = Take a seat in this channel's open game, or take yours back after being away.
cmd-ludo-leave = leave
cmd-ludo-leave-desc = Give up your seat: before the start, or in a running game (a computer takes it over).
cmd-ludo-start = start
cmd-ludo-start-desc = Start this channel's game (the host).
cmd-ludo-board = board
cmd-ludo-board-desc = Post the live board again, at the bottom of the channel.
cmd-ludo-rules = rules
cmd-ludo-rules-desc = The rules of this channel's game (or the server's defaults) in plain words.
cmd-ludo-stats = stats
cmd-ludo-stats-desc = Games, wins, places and captures here, and everywhere together.
cmd-ludo-stats-member = member
cmd-ludo-stats-member-desc = Whose statistics (default: yours)
cmd-ludo-leaderboard = leaderboard
cmd-ludo-leaderboard-desc = The best players here by skill rating (OpenSkill), computer levels too.
cmd-ludo-replay = replay
cmd-ludo-replay-desc = A finished game as an animated GIF: the whole game, its highlights or its end.
cmd-ludo-replay-game = game
cmd-ludo-replay-game-desc = A game number (default: the last finished game here)
cmd-ludo-replay-part = part
cmd-ludo-replay-part-desc = The whole game (default), its highlights, or its last 30 moves
cmd-ludo-export = export
cmd-ludo-export-desc = A game as a JSON file: rules, seats, every action, and its dice seed once it is over.
cmd-ludo-export-game = game
cmd-ludo-export-game-desc = A game number (default: the last finished game here)
cmd-ludo-verify = verify
cmd-ludo-verify-desc = Recompute every roll of a finished game from its revealed dice seed.
cmd-ludo-verify-game = game
cmd-ludo-verify-game-desc = A game number (default: the last finished game here)
cmd-ludo-dice = dice
cmd-ludo-dice-desc = How often each player rolled each face, with a chi-square test of fairness.
cmd-ludo-dice-game = game
cmd-ludo-dice-game-desc = A game number (default: the game here, or the last finished)
cmd-ludo-help = help
cmd-ludo-help-desc = How to play with this bot.
cmd-ludo-end = end
cmd-ludo-end-desc = End this channel's game (the host, or anyone with Manage Channels).
cmd-ludo-config = config
cmd-ludo-config-desc = Default rules: this server's (Manage Server), or your own outside servers
cmd-ludo-config-show = show
cmd-ludo-config-show-desc = This server's default rules.
cmd-ludo-config-preset = preset
cmd-ludo-config-preset-desc = Choose the server's default preset.
cmd-ludo-config-preset-preset = preset
cmd-ludo-config-preset-preset-desc = The preset new games on this server play
cmd-ludo-config-set = set
cmd-ludo-config-set-desc = Set one house rule for new games on this server.
cmd-ludo-config-set-option = option
cmd-ludo-config-set-option-desc = A rule option, or { $settings }
cmd-ludo-config-set-value = value
cmd-ludo-config-set-value-desc = Its value, e.g. yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = reset
cmd-ludo-config-reset-desc = Back to the German classic with no house rules.
cmd-ludo-config-language = language
cmd-ludo-config-language-desc = The language of this server's boards, lobbies and move logs.
cmd-ludo-config-language-language = language
cmd-ludo-config-language-language-desc = auto: the server's own language (Server Settings, Community)

## Choices in the commands' menus (choice-<value>; at most 100 characters)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = whole game
choice-highlights = highlights: captures and finishes
choice-last-30 = last 30 moves
choice-auto = automatic: the server's language

## Chats the bot may only answer in (a group DM, a DM between friends, a server without the bot)

external_apps_off = This server does not let apps its members installed answer in public ("Use External Apps" is off), so nobody else would see the game. Play in a DM or a group DM, or ask the server's admins to add the bot.
# $at: a Discord timestamp each reader sees in their own language ("3 minutes ago").
footer_as_of = -# Updated { $at }: here the board changes when someone presses a button.
card_waits = The board here will show it the next time someone presses a button or uses /ludo board.
board_failed = The board could not be shown here; try /ludo board again in a moment.
stats_everywhere = Everywhere together: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, average place { $mean }, { $captures ->
    [one] { $captures } capture
   *[other] { $captures } captures
}.

## Paces, "your turn" in private, your games

# A game's pace: live (the turn timer of the game's defaults, for each step) or the hours
# a person has for a whole turn.
pace_live = live
pace_1h = 1 hour a turn
pace_12h = 12 hours a turn
pace_24h = 24 hours a turn
pace_72h = 72 hours a turn
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Pace: how long each turn may take
lobby_pace = **Pace:** { $pace }
# The board's pace, and when the time of the person to act runs out; $at: a Discord
# timestamp each reader sees in their own language and time zone ("in 5 hours").
card_pace = -# Pace: { $pace } · time runs out { $at }
card_pace_untimed = -# Pace: { $pace }
pace_set = The pace is now { $pace }.
bad_pace = There is no pace { $pace }: choose one of { $paces }.
action_pace = change this game's pace
takes_pace = `live`, `1h`, `12h`, `24h` or `72h`
takes_dm = `slow`, `always` or `never`
# A direct message to the person to act; $url: a link to the board.
dm_turn = Your turn in game #{ $game }: { $url }
dm_turn_ends = Your turn in game #{ $game }: { $url } (time runs out { $at })
dm_reminder = Reminder: your time in game #{ $game } runs out { $at }: { $url }
# The private "your turn" after its roll or move button was pressed: what happened follows
# on the next lines; dm_your_move when the presser still has to choose a move there.
dm_your_move = Your move in game #{ $game }: { $url }
dm_played = Done in game #{ $game }: { $url }
# A "your turn" pressed after the turn had moved on: its buttons are gone.
dm_turn_over = This turn of game #{ $game } is over: { $url }
dm_set = Direct messages on your turn: { $when }.
dm_unreachable = Discord refused the last “your turn” the bot sent you (your direct messages are closed to it, or it is blocked), so it stopped trying for a while. Now that you have used the bot, it will try again on your next turn.
dm_when_slow = in slow games
dm_when_always = in every game
dm_when_never = never
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Your games
mygames_yours = **Your turn** · game #{ $game } · { $pace } · { $url }
mygames_other = { $name }'s turn · game #{ $game } · { $pace } · { $url }
mygames_lobby = Lobby · game #{ $game } · { $pace } · { $url }
mygames_ends = time runs out { $at }
no_games = You are not in any game.
cmd-ludo-new-pace = pace
cmd-ludo-new-pace-desc = How long each turn may take (default: this server's)
cmd-ludo-dm = dm
cmd-ludo-dm-desc = When the bot tells you privately that it is your turn.
cmd-ludo-dm-when = when
cmd-ludo-dm-when-desc = In slow games (the default), in every game, or never
cmd-ludo-mygames = mygames
cmd-ludo-mygames-desc = Every game you sit in, the ones where it is your turn first.
# A person's own setting (/ludo gender): the grammatical gender of sentences about them,
# where a language's words agree with one (a French ordinal); never guessed from a name.
cmd-ludo-gender = gender
cmd-ludo-gender-desc = How sentences about you agree where a language needs it (others see only the wording).
cmd-ludo-gender-form = form
cmd-ludo-gender-form-desc = Feminine, masculine, or unset (neutral wording)
gender_set = Grammatical gender of sentences about you: { $form }.
gender_form_unset = unset (neutral wording)
gender_form_feminine = feminine
gender_form_masculine = masculine
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` or `masculine`

## Seats that change hands

# A player left a running game; $computer: the computer that takes the seat.
left_running = { $name } left the game: { $computer } takes the seat.
# $seat: the seat's number; $old: who held it.
took_seat = { $name } takes over seat { $seat } from { $old }.
seat_not_free = Seat { $seat } is { $name }'s: only a computer's seat, or a removed player's, can be taken over.
action_takeover = hand over a seat
takes_takeover = `host` or `anyone`
log_handover = { $seat } takes over the seat
# Under the replay: each handover, at the turn it happened.
replay_handover = Turn { $turn }: { $new } took over seat { $seat } from { $old }.
# A person asks the host for a seat; the host presses the button to confirm.
takeover_asked = { $name } asks to take over seat { $seat } ({ $old }) in game #{ $game }: the host confirms with the button.
label_confirm_takeover = Hand over the seat
cmd-ludo-takeover = takeover
cmd-ludo-takeover-desc = Take over a computer's seat in this channel's running game (the host confirms).
cmd-ludo-takeover-seat = seat
cmd-ludo-takeover-seat-desc = The seat's number, as the lobby listed it

## The board as a Discord Activity (web/activity_routes.py, the card's Open board)

label_open_board = Open board
web-activity-cannot-launch = The board cannot open inside Discord here: /ludo board gives you its link for your browser.
web-activity-bad-request = This request is not one the board's page makes.
web-activity-code-refused = Discord did not accept the sign-in. Close the board and open it again.
web-activity-token-refused = Your Discord sign-in has expired. Close the board and open it again.
web-activity-instance-unknown = Discord does not know this Activity. Close the board and open it again.
web-activity-other-channel = This Activity runs in another channel than the one it names.
web-activity-not-in-instance = You are not in this Activity: join it from the channel first.
web-activity-no-game = There is no game in this channel yet: open one there, then open the board again.
web-activity-unreachable = Discord did not answer. Try again in a moment.
web-activity-busy = Too many requests from here: wait a moment, then open the board again.
web-activity-off = The board cannot be opened inside Discord on this bot.
web-activity-not-authorised = The board needs to know who you are: allow it when Discord asks, or play on the card.
web-activity-failed = The board could not start here: /ludo board gives you its link for your browser.
## Tournaments (/ludo tournament): Swiss and knockout over many tables

tournament_title = 🏆 Tournament #{ $id }
tournament_format_swiss = Swiss: { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}, everyone plays every round
tournament_format_knockout = Knockout: { $n ->
    [one] the winner
   *[other] the first { $n }
} of each table { $n ->
    [one] goes
   *[other] go
} on
# $seats: seats at each table; $pace: the pace's name.
tournament_tables_of = Tables of { $seats } · { $preset_name } · { $pace }
tournament_computers_yes = Computers ({ $level }) fill empty seats
tournament_computers_no = Empty seats stay empty
# $when: a Unix time, shown by Discord as "in 2 hours".
tournament_starts = Starts <t:{ $when }:R>
tournament_signed_up = Signed up: { $count }/{ $most }
tournament_more = and { $n } more
tournament_nobody = Nobody yet.
tournament_status = { $status ->
    [signup] **Sign-up is open**
    [running] **Playing**
    [paused] **Paused**
    [done] **Finished**
   *[ended] **Ended**
}
tournament_round = Round { $round }
# $where: the table's thread; $names: its players.
tournament_table_line = Table { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = a computer
# The log of the tournament: $name is who did it (empty for the bot itself).
tournament_action = { $what ->
    [create] Created by { $name }
    [start] Started by { $name }
    [resume] Resumed by { $name }
    [pause] Paused by { $name }
    [drop] A player was dropped by { $name }
    [left_running] { $name } left: a computer plays their seats
    [replace] A player was replaced by { $name }
    [end] Ended by { $name }
    [round] A new round began
    [done] The last table finished
    [no_place] No thread could be made for a table: paused
    [reveal] The round is over: its dice seed is revealed
   *[too_few] Too few signed up at the start time
}
tournament_standings = Standings of tournament #{ $id } after round { $round }
# $points: points by place; $tiebreak: the opponents' points; $played: tables played.
tournament_standing = { $rank }. { $name } — { $points } pts (opponents { $tiebreak }, { $played } played)
tournament_podium = 🏆 Tournament #{ $id } is over!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
# A table's thread.
tournament_thread = Round { $round } · Table { $table }
file_standings = standings
tournament_created = Tournament #{ $id } is open for sign-up.
tournament_joined = You are signed up for tournament #{ $id }.
tournament_left = You left tournament #{ $id }.
tournament_going = Tournament #{ $id } is under way.
tournament_paused = Tournament #{ $id } is paused: no new round begins until it is started again.
tournament_dropped = The player was dropped from tournament #{ $id }: a computer plays their seats.
tournament_replaced = The new player takes the place of the one who was not there.
tournament_ended = Tournament #{ $id } was ended.
tournament_bad_format = There is no tournament format “{ $value }”: swiss or knockout.
tournament_bad_size = A table seats 2 to 6, not { $value }.
tournament_bad_rounds = A Swiss has 1 to { $most } rounds, not { $value }.
tournament_bad_advance = From each table 1 or 2 go on, fewer than its seats (not { $value }).
tournament_bad_maximum = The maximum is 2 to { $most } players, not { $value }.
tournament_bad_level = There is no computer level “{ $value }”.
tournament_bad_preset = There is no preset “{ $value }”.
tournament_past_start = The start must be in the future.
tournament_none = That tournament does not exist.
tournament_none_here = There is no tournament in this channel.
tournament_organisers_only = Only the organiser, someone with the Manage Server permission, or a member of the tournament organisers' role can do that.
tournament_servers_only = Tournaments are played in a server that has the bot, in a channel where it can post.
tournament_needs_threads = The bot needs the Create Public Threads permission in this channel: each table plays in a thread.
tournament_no_threads = The bot could not make a thread for a table, so the tournament is paused.
tournament_event_refused = The bot needs the Manage Events permission to make a Discord event.
tournament_event_needs_start = A Discord event needs a start time: give the sign-up minutes too.
tournament_exists = This channel already has a tournament.
tournament_signup_closed = Sign-up for this tournament is closed.
tournament_already_in = You are already signed up.
tournament_full = The tournament is full ({ $most } players).
tournament_not_in = You are not signed up for this tournament.
tournament_started = The tournament has already started.
tournament_too_few = A tournament needs at least 2 players ({ $count } signed up).
tournament_not_running = The tournament is not being played.
tournament_not_entrant = That person is not playing in this tournament.
tournament_replace_between = A player can only be replaced before the start, or while the tournament is paused between rounds.
tournament_over = The tournament is already over.
choice-swiss = Swiss
choice-knockout = knockout
cmd-ludo-tournament = tournament
cmd-ludo-tournament-desc = Swiss and knockout tournaments over many tables
cmd-ludo-tournament-new = new
cmd-ludo-tournament-new-desc = Open a tournament in this channel for sign-up (Manage Server).
cmd-ludo-tournament-new-format = format
cmd-ludo-tournament-new-format-desc = Swiss (everyone plays every round) or knockout
cmd-ludo-tournament-new-rounds = rounds
cmd-ludo-tournament-new-rounds-desc = Swiss: how many rounds, 1 to 12 (default: 3)
cmd-ludo-tournament-new-advance = advance
cmd-ludo-tournament-new-advance-desc = Knockout: how many of each table go on, 1 or 2 (default: 1)
cmd-ludo-tournament-new-size = size
cmd-ludo-tournament-new-size-desc = Seats at each table, 2 to 6 (default: 4)
cmd-ludo-tournament-new-preset = preset
cmd-ludo-tournament-new-preset-desc = The preset to play (default: this server's)
cmd-ludo-tournament-new-rules = rules
cmd-ludo-tournament-new-rules-desc = House rules for every table, e.g. capture=no six_again=yes
cmd-ludo-tournament-new-pace = pace
cmd-ludo-tournament-new-pace-desc = How long each turn may take (default: this server's)
cmd-ludo-tournament-new-computers = computers
cmd-ludo-tournament-new-computers-desc = Computers fill a table's empty seats (default: yes)
cmd-ludo-tournament-new-level = level
cmd-ludo-tournament-new-level-desc = Their level, and that of a dropped player's computer (default: easy)
cmd-ludo-tournament-new-signup = signup
cmd-ludo-tournament-new-signup-desc = Minutes of sign-up before it starts by itself (default: the organiser starts it)
cmd-ludo-tournament-new-maximum = maximum
cmd-ludo-tournament-new-maximum-desc = How many may sign up, 2 to 512 (default: 64)
cmd-ludo-tournament-new-event = event
cmd-ludo-tournament-new-event-desc = Also make a Discord event for the start (needs Manage Events)
cmd-ludo-tournament-join = join
cmd-ludo-tournament-join-desc = Sign up for this channel's tournament.
cmd-ludo-tournament-leave = leave
cmd-ludo-tournament-leave-desc = Leave this channel's tournament (once started, a computer plays your seats).
cmd-ludo-tournament-start = start
cmd-ludo-tournament-start-desc = Close the sign-up and play the first round, or go on after a pause (organiser).
cmd-ludo-tournament-pause = pause
cmd-ludo-tournament-pause-desc = No new round begins until the tournament is started again (organiser).
cmd-ludo-tournament-drop = drop
cmd-ludo-tournament-drop-desc = Drop a player from the tournament (organiser).
cmd-ludo-tournament-drop-member = member
cmd-ludo-tournament-drop-member-desc = Who is dropped: a computer plays their seats from now on
cmd-ludo-tournament-replace = replace
cmd-ludo-tournament-replace-desc = Before a round starts, someone takes a no-show's place (organiser).
cmd-ludo-tournament-replace-member = member
cmd-ludo-tournament-replace-member-desc = The player who is not here
cmd-ludo-tournament-replace-by = by
cmd-ludo-tournament-replace-by-desc = Who takes their place, with their points
cmd-ludo-tournament-end = end
cmd-ludo-tournament-end-desc = End the tournament now; tables still playing end without a result (organiser).
cmd-ludo-tournament-standings = standings
cmd-ludo-tournament-standings-desc = The standings of this channel's tournament.
cmd-ludo-tournament-pairings = pairings
cmd-ludo-tournament-pairings-desc = This round's tables, and each table's players with their points.
# Why a round is paired as it is (/ludo tournament pairings): one line a reason.
pairing_tables = { $count } players at { $tables } tables of { $smallest } to { $largest } seats (chosen: { $size })
pairing_bye = { $names } sits out with a bye: ranked { $rank } with { $points } points, { $before } byes before
pairing_bye_seed = { $names } goes on without playing: seed { $seed }
pairing_points = Table { $table }: the score group from { $high } down to { $low } points
pairing_moved = Table { $table }: { $names } moved here from table { $from_table }, so that fewer meet again
pairing_repeat = Table { $table }: { $names } meet again (met before: { $times }); no seating avoids it
pairing_seed = Table { $table }: { $names }, seed { $seed }
pairing_seat = Table { $table }: { $names } moves { $seat } in turn (moved last before: { $last })
cmd-ludo-tournament-role = role
cmd-ludo-tournament-role-desc = Name the role whose members organise tournaments here (Manage Server).
cmd-ludo-tournament-role-role = role
cmd-ludo-tournament-role-role-desc = Its members organise tournaments here (none: Manage Server only)
# $role: the role, as a mention.
tournament_role_set = Members of { $role } may now organise tournaments here.
tournament_role_cleared = Only those with the Manage Server permission organise tournaments here now.
takes_role = a role of this server
cmd-ludo-tournament-new-duplicate = duplicate
cmd-ludo-tournament-new-duplicate-desc = Duplicate dice: every table of a round rolls the same dice (default: no)
tournament_duplicate = Duplicate dice: every table of a round rolls the same dice, from a seed revealed at the round's end
# $seed: the round's seed in hex; anyone can check every table of the round with it.
tournament_seed = Round { $round }'s dice seed: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = This link is not valid: ask for a new one with /ludo board.
web_token_expired = This link has expired: ask for a new one with /ludo board.
web_token_other_game = This link is for another game: get one for this game with /ludo board.
web_busy = The live boards are busy right now: try again in a moment.
web_too_many_here = Too many live boards are open from your address: close some and try again.
web_game_full = Too many people are watching this game: try again in a moment.
# $most: the longest message the page may send, in bytes.
web_too_big = That message is too long (at most { $most } bytes).
web_flood = Too many presses at once: wait a moment.
web_malformed = The page sent something the bot does not understand: reload the page.
web_spectator = You are watching: only players can press buttons here, each with the link the bot gives them privately (/ludo board).
web_no_game = There is no such game.
web_private = This game is in a private chat: open it with the link the bot gave you (/ludo board in that chat).
# The card's link button to the game's live page.
label_watch = Watch live
# /ludo board's private answer: the person's own link; $at: when it expires (a Discord time, "in 12 hours").
board_live = Your own link to the live board (whoever opens it plays as you, so keep it to yourself; it expires { $at }): { $url }
# A line of the "your turn" DM: the person's own link to the live board.
dm_live = Play on the live board: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = points
cmd-ludo-tournament-new-points-desc = Points by place, first place's first, e.g. 6,4,2,0 (a smaller table drops the last)
cmd-ludo-tournament-new-bye = bye
cmd-ludo-tournament-new-bye-desc = A Swiss bye's points, 0 to 100 (default: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Points by place: { $points } · a bye: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = At a table of { $seats }: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } is not a number of points: give whole numbers, first place's first, e.g. 6,4,2,0.
points_negative = Points cannot be below zero: { $value }.
points_too_large = A place scores at most { $most } points, not { $value }.
# $count: how many values were given; $seats: the table's size.
points_count = Give points for each of a table's { $seats } places, first place's first (you gave { $count }).
# $points: the values as given, best first.
points_not_descending = Points must go down from first place to last, and first must score more than last: { $points }.
tournament_bad_bye = A bye scores 0 to { $most } points, not { $value }.
