# ludobot: português do Brasil (Discord: pt-BR).
#
# Traduzido da fonte em inglês (locales/en/ludobot.ftl); os mesmos ids e { $placeholders }.
# Palavras do Ludo como se joga no Brasil: peão, casa, dado, comer (capturar), base (onde
# os peões esperam), casa de saída, reta final e chegada.
# - Plurais: CLDR one/other; o CLDR põe o 0 em "one", mas em português o zero vai no plural
#   ("0 vitórias"): onde uma contagem pode ser 0, a variante [0] vem antes de [one].
# - Ordinais: 1º, 2º...
# - A formatação do Discord (**negrito**, -# pequeno, `código`) fica como está.
# - Nomes de comandos (cmd-*): 1 a 32 caracteres, minúsculas, sem espaços; descrições até 100.

## Ordinais e listas

# $gender: o que a pessoa escolheu (/ludo gênero) quando a posição vem antes do nome dela:
# "1ª Ana"; senão o masculino de "lugar" ("termina em 2º lugar").
ordinal = { $gender ->
    [feminine] { $n }ª
   *[other] { $n }º
}
list_or = { $first } ou { $second }
list_and = { $first } e { $second }
list_more = { $first }, { $second }

## Modalidades, tabuleiros e cores

preset_madn = Clássico alemão
preset_mejn = Clássico holandês
preset_ludo = Ludo
preset_fia = Fia
preset_marbles = Ludo de bolinhas
board_classic4 = tabuleiro clássico em cruz (40 casas, 4 casas de chegada por cor)
board_classic6 = tabuleiro de seis cores (60 casas, 4 casas de chegada por cor)
board_cross4 = tabuleiro em cruz do Ludo (52 casas, uma reta final de 5 e uma chegada comum)
colour_red = vermelho
colour_yellow = amarelo
colour_blue = azul
colour_green = verde
colour_orange = laranja
colour_purple = roxo
# A marca de cada cor no tabuleiro e no banner: uma ou duas letras, todas diferentes.
letter_red = Vm
letter_yellow = Am
letter_blue = Az
letter_green = Vd
letter_orange = L
letter_purple = R
level_easy = fácil
level_normal = normal
level_hard = difícil
level_random = aleatório
language_name = Português do Brasil
language_auto = o idioma do servidor ({ $language })

## As opções de regras (/ludo config definir): uma linha cada

option_board = tamanho do percurso e forma da chegada
option_entry_rolls = números que tiram um peão da base para a casa de saída
option_forced_entry = se um peão é obrigado a sair quando vem um número de saída
option_clear_start = a casa de saída tem que ser liberada enquanto houver peões na base
option_start_pieces = peões que já começam na casa de saída
option_three_tries = três jogadas para tirar um número de saída quando nenhum peão pode andar
option_three_tries_bonus = uma jogada extra se o número de saída vier antes da terceira tentativa
option_six_again = um 6 dá direito a jogar de novo depois do movimento
option_six_again_without_move = um 6 que não pode ser usado também dá outra jogada
option_max_sixes = o terceiro 6 seguido encerra a vez (0: desligado)
option_own_landing = o que acontece ao parar sobre um peão seu
option_own_start_entry = com own_landing=capture, um número de saída com um peão seu na casa de saída: sai um peão novo (o seu volta) ou esse peão anda
option_block_passing = quem pode passar por uma barreira de 2 ou mais peões da mesma cor
option_capture = parar sobre um adversário manda o peão dele de volta para a base
option_safe_start = um peão na sua própria casa de saída não pode ser comido
option_capture_at_turn_end = só se come na casa onde o peão termina a vez
option_forced_capture = quando dá para comer, é obrigatório comer
option_capture_extra_lap = comer é obrigatório mesmo quando leva o peão a passar da chegada
option_exact_home = um peão só entra na chegada com o número exato
option_overshoot = um número que passa da última casa de chegada: recusado ou contado de volta
option_home_jump = um peão pode pular por cima de outros dentro da chegada
option_home_moves = um peão na chegada pode continuar andando lá dentro
option_must_move = quem tem um movimento possível é obrigado a fazê-lo
option_turn_order = quem começa
option_play_to_end = o jogo continua depois do primeiro a terminar
option_teams = parceiros sentam frente a frente e ganham juntos
option_war = o último que sobra ganha: peões comidos saem do jogo
option_war_rounds = rodadas depois das quais a guerra termina a favor de quem tem mais peões

## /ludo regras: as regras em palavras simples

explain_head = { $preset_name } no { $board }.
explain_entry = Com um { $rolls }, um peão sai da base para a sua casa de saída.
explain_forced_always = Tirar um peão da base é obrigatório sempre que for possível.
explain_forced_no_piece = Tirar um peão da base só é obrigatório quando não há nenhum peão no percurso.
explain_forced_never = Tirar um peão da base é opcional.
explain_clear_start = Enquanto houver peões na base, a casa de saída tem que ser liberada primeiro.
explain_start_pieces = Cada um começa com um peão já na casa de saída.
explain_three_tries = Sem nada para mover, você tem três tentativas para tirar um número de saída.
explain_three_tries_bonus = Sem nada para mover, você tem três tentativas para tirar um número de saída (com uma jogada extra se ele vier antes).
explain_six_again = Um 6 dá direito a jogar de novo.
explain_six_again_without_move = Um 6 dá direito a jogar de novo, mesmo que não possa ser usado.
explain_max_sixes = O { $count }º 6 seguido encerra a vez na hora.
explain_landing_forbidden = Não se pode parar sobre um peão seu.
explain_landing_capture = Parar sobre um peão seu manda esse peão de volta para a base.
explain_landing_stack = Peões seus podem dividir a mesma casa.
explain_landing_block = Dois peões seus na mesma casa formam uma barreira.
explain_own_start_enter = Um número de saída tira um peão novo mesmo com um peão seu na casa de saída (esse volta para a base).
explain_own_start_move_on = Com um peão seu na casa de saída, um número de saída faz esse peão andar.
explain_block_nobody = Ninguém pode passar por uma barreira.
explain_block_opponents = Os adversários não podem passar pela sua barreira; você pode.
explain_capture = Quem para sobre um peão adversário come esse peão, que volta para a base.
explain_no_capture = Ninguém come ninguém.
explain_safe_start = Na própria casa de saída, um peão está a salvo.
explain_capture_at_turn_end = Só se come na casa onde o peão termina a vez.
explain_forced_capture_strict = Quando dá para comer, é obrigatório comer.
explain_forced_capture_huff = Se você deixar de comer quando podia, os outros podem soprar um peão seu, que volta para a base.
explain_capture_extra_lap = Isso vale também quando, para comer, o peão passa da chegada e dá outra volta.
explain_exact_home = Para entrar { $home ->
    [goal] na chegada
   *[home] nas casas de chegada
} é preciso o número exato.
explain_exact_home_bounce = Para entrar { $home ->
    [goal] na chegada
   *[home] nas casas de chegada
} é preciso o número exato (o que passar é contado de volta).
explain_deepest_free = Com um número alto, o peão para na casa livre mais ao fundo { $home ->
    [goal] da chegada
   *[home] das casas de chegada
}.
explain_home_jump = Os peões podem pular por cima uns dos outros { $home ->
    [goal] na reta final
   *[home] nas casas de chegada
}.
explain_no_home_jump = Não se pula por cima de peões { $home ->
    [goal] na reta final
   *[home] dentro das casas de chegada
}.
explain_home_stays = Um peão { $home ->
    [goal] na reta final
   *[home] nas casas de chegada
} fica onde está.
explain_may_pass = Você pode passar a vez sem mover nenhum peão.
explain_order_highest_roll = Todos jogam o dado; quem tirar o maior número começa.
explain_order_fixed_colours = O vermelho começa, depois segue no sentido horário.
explain_order_seating = Quem entrou primeiro começa.
explain_partners = Parceiros sentam frente a frente e ganham juntos.
explain_war = Guerra: peões comidos saem do jogo; ganha quem sobrar por último (depois de { $rounds } rodadas, ganha quem tiver mais peões).
explain_play_to_end = O jogo continua até todas as posições serem decididas.
explain_first_home_wins = Ganha quem levar primeiro todos os peões { $home ->
    [goal] até a chegada
   *[home] para as casas de chegada
}.

## O histórico de jogadas (embaixo do tabuleiro)

who_colour = { $name } ({ $colour })
log_order_roll = { $who } tira { $value } para ver quem começa
log_begins = { $who } começa
log_rolled = { $who } tira { $value }
log_retry = { $who } tenta de novo (tentativa { $value } de 3)
log_entered = { $who } tira o peão { $piece } da base
log_moved = { $who } move o peão { $piece }
log_home = { $who }: o peão { $piece } entra na chegada
log_captured = { $who } come o peão { $victim_piece } de { $victim }
log_own_capture = { $who } manda o próprio peão { $victim_piece } de volta
log_blocked = { $who } forma uma barreira
log_passed = { $who } não pode andar
log_bonus = { $who } joga de novo
log_third_six = { $who } tira o terceiro 6: a vez acabou
log_huffed = { $seat } sopra o peão { $piece } de { $who }
log_finished = { $who } leva todos os peões para a chegada
log_placed = { $seat } termina em { $place } lugar
log_eliminated = { $seat } está fora da guerra
log_won = { $seat } ganha!
log_timed_out = O tempo de { $seat } acabou; o bot joga este turno
log_away = { $seat } está ausente: um computador assume o lugar
log_back = { $seat } voltou

## Botões de movimento ($piece é o número do peão): até 40 caracteres com um nome de 20,
## para o celular mostrá-los inteiros (o Discord corta em 80)

move_pass = Passar
move_hits_own = { $piece } manda um peão seu de volta
move_captures = { $piece } come { $victim }
move_captures_lap = { $piece } come { $victim } (+1 volta)
move_enters = { $piece } sai
move_home = { $piece } → chegada
move_block = { $piece } faz barreira
move_bounces = { $piece } bate e volta
move_steps = { $piece } anda { $steps ->
    [one] { $steps } casa
   *[other] { $steps } casas
}

## Palavras na imagem do tabuleiro (o banner)

picture_player = Jogador { $number }
picture_nobody = Ninguém
picture_wins = { $count ->
    [one] { $who } ganhou!
   *[other] { $who } ganharam!
}
picture_order = { $who } ({ $letter }) disputa o início
picture_move = { $who } ({ $letter }) vai mover
picture_roll = { $who } ({ $letter }) joga
picture_place = { $place } { $who }

## A página do tabuleiro ao vivo (no navegador, no idioma de quem assiste)

web-title = Ludo, jogo #{ $game }: o tabuleiro ao vivo
web-board = O tabuleiro
web-roll = Jogar o dado
web-moves = Suas jogadas
web-log = Histórico de jogadas
web-players = Jogadores
web-pace = Ritmo: { $pace }
web-time-left = Tempo restante: { $time }
web-viewers = Assistindo: { $count }
web-watching = Você está assistindo a este jogo.
web-you-play = Sua cor: { $colour }
web-your-turn = Sua vez!
web-connecting = Conectando…
web-reconnecting = Conexão perdida: reconectando…
web-places = Classificação final
web-computer = computador, { $level }
web-away = ausente: o computador joga por ele
web-you-away = Você está ausente: um computador joga por você até você voltar.
web-host = anfitrião
web-die = O dado mostra { $value }
web-piece-yard = { $colour }: peão { $piece }, na base
web-piece-track = { $colour }: peão { $piece }, na casa { $square }
web-piece-home = { $colour }: peão { $piece }, numa casa de chegada
web-piece-goal = { $colour }: peão { $piece }, na chegada
web-piece-out = { $colour }: peão { $piece }, fora do jogo
web-piece-move = { $piece }: { $move }
web-ended = O jogo foi encerrado sem resultado.
## Palavras da imagem da classificação (de um torneio)

standings_heading = Classificação
standings_after = Após a rodada { $round } de { $rounds }
standings_final = Classificação final
standings_player = Jogador
standings_points = Pontos
standings_opponents = Pts. adversários
standings_wins = Vitórias
standings_games = Partidas
standings_more = … e mais { $count }

## O jogo e seus botões (respostas privadas, no idioma de quem clicou)

no_game = Não existe jogo #{ $game } aqui.
no_game_here = Não há jogo neste canal: comece um com /ludo novo.
damaged = O estado salvo deste jogo está danificado; um administrador pode encerrá-lo com /ludo encerrar.
other_channel = Esse botão é do jogo #{ $game }, que está sendo jogado em outro canal.
already_started = Este jogo já começou: o tabuleiro acima é o que vale agora.
lobby_closed = Esta mesa está fechada.
lobby_changed = A mesa mudou nesse meio-tempo: a mensagem já mostra como ficou; tente de novo.
already_in = Você já está neste jogo.
full = Este jogo está cheio.
not_in = Você não está neste jogo.
host_cannot_leave = O anfitrião não pode sair; cancele o jogo.
host_only = Só o anfitrião pode { $action }.
action_computer = adicionar jogadores do computador
action_kick = remover jogadores
action_rules = mudar as regras deste jogo
action_start = começar o jogo
action_cancel = cancelar o jogo
no_seat = Esse lugar não existe.
too_few = Um jogo precisa de pelo menos 2 jogadores: chame alguém para entrar ou adicione o computador.
unknown_button = Não conheço esse botão.
join_first = Entre no jogo primeiro, depois escolha sua cor.
bad_colour = Não dá para jogar com { $colour }; escolha uma destas cores: { $colours }.
colour_taken = { $name } já está com o { $colour }.
rules_players = Estas regras não funcionam para { $players ->
    [0] { $players } jogadores
    [one] { $players } jogador
   *[other] { $players } jogadores
}: { $option }: { $why }.
not_started = Este jogo ainda não começou.
closed = Este jogo acabou: a mensagem mostra como terminou.
over = Este jogo acabou.
out_of_date = Esse tabuleiro estava desatualizado: agora ele mostra o jogo como está.
dice_hash = -# Dados verificáveis: o SHA-256 da semente é `{ $hash }`; a semente aparece quando o jogo terminar.
dice_seed = -# Semente dos dados `{ $seed }`: confira cada jogada com /ludo verificar ou `ludobot verify`.
export_caption = Jogo #{ $game } em JSON: confira os dados com `ludobot verify` neste arquivo.
no_seed = O jogo #{ $game } não foi jogado com dados verificáveis (começou antes deles).
verify_holds = Jogo #{ $game }: { $rolls ->
    [0] nenhuma jogada para conferir. ✅
    [one] a única jogada vem da semente revelada. ✅
   *[other] as { $rolls } jogadas vêm da semente revelada. ✅
}
    -# O SHA-256 da semente revelada é `{ $hash }`: tem que ser o hash que o primeiro tabuleiro do jogo mostrou.
verify_seed_not_revealed = O jogo #{ $game } ainda está em andamento: a semente aparece quando ele terminar.
verify_bad_seed = Jogo #{ $game }: a semente salva está danificada.
verify_seed_hash_differs = Jogo #{ $game }: a semente não bate com o hash mostrado. ❌
verify_roll_differs = Jogo #{ $game }: a jogada { $roll } não é a que a semente dá. ❌
    -# O SHA-256 da semente revelada é `{ $hash }`: tem que ser o hash que o primeiro tabuleiro do jogo mostrou.
verify_illegal_action = Jogo #{ $game }: a ação { $action } não é válida ao reproduzir o jogo. ❌
    -# O SHA-256 da semente revelada é `{ $hash }`: tem que ser o hash que o primeiro tabuleiro do jogo mostrou.
dice_title = **Dados do jogo #{ $game }** (faces de 1 a 6):
dice_line = { $name }: { $rolls ->
    [0] { $rolls } jogadas
    [one] { $rolls } jogada
   *[other] { $rolls } jogadas
}: { $faces } · { $sixes } seis · teste de honestidade: p = { $p }
dice_game_p = No jogo todo, teste de honestidade: p = { $p } (abaixo de 0,001 seria suspeito).
dice_no_rolls = Ninguém jogou o dado no jogo #{ $game } ainda.
dice_server = Os últimos 1.000 jogos deste servidor: { $rolls ->
    [0] { $rolls } jogadas
    [one] { $rolls } jogada
   *[other] { $rolls } jogadas
}, teste de honestidade: p = { $p }.
dice_server_none = Os jogos deste servidor ainda não têm jogadas.
dice_server_label = Este servidor
stopping = O bot está reiniciando: clique de novo daqui a pouco.
already_done = Já foi feito: o tabuleiro mostra o jogo como está.
move_gone = Esse movimento não é mais possível: o tabuleiro mostra os movimentos que existem agora.
cannot_huff = Você não pode soprar agora.
huff_others = { $name } deixou de comer: só os outros podem soprar.
not_your_turn = É a vez de { $name }.
not_a_player = Você não está neste jogo; é a vez de { $name }.
move_first = Escolha um movimento primeiro.
illegal = Isso não é permitido agora.
board_below = Feito; o tabuleiro atual está mais abaixo: { $url }
behind_below = Esse tabuleiro está desatualizado; o atual está aqui: { $url }

## Fim, revanche, replay

already_over = Este jogo já acabou.
end_not_allowed = Só o anfitrião ou quem tem a permissão Gerenciar canais pode encerrar este jogo.
changed_meanwhile = O jogo mudou nesse meio-tempo; tente de novo.
damaged_ended = O jogo danificado foi encerrado.
confirm_end = Encerrar o jogo #{ $game } para todos? Não dá para desfazer.
end_done = O jogo #{ $game } foi encerrado.
end_used = Jogo #{ $game }: esta confirmação já foi usada.
rematch_players_only = Só os jogadores deste jogo podem pedir revanche.
rematch_exists = Este canal já tem um jogo novo.
rematch_open = A mesa da revanche está aberta aqui embaixo: clique em Começar quando todos estiverem prontos.
never_started = O jogo #{ $game } nunca começou, então não há nada para rever.
still_running = O jogo #{ $game } ainda está em andamento: o replay sai quando ele acabar.
no_finished = Nenhum jogo daqui terminou ainda.
replay_failed = Não deu para desenhar o replay, desculpe.
replay_too_big = O replay deste jogo é grande demais para enviar aqui, desculpe.
replay_upload_failed = Não deu para enviar o replay, desculpe.
replay_caption = Replay do jogo #{ $game }
replay_caption_highlights = Melhores momentos do jogo #{ $game }: peões comidos e chegadas
replay_caption_last = Os últimos movimentos do jogo #{ $game }

## Respostas dos comandos

channel_busy = Este canal já tem um jogo: { $url }
game_open = O jogo #{ $game } está aberto: clique em Começar quando todos tiverem entrado.
here_is_board = Aqui está o tabuleiro: { $url }
no_game_in_channel = Não há jogo neste canal.
need_manage = Mudar as regras do servidor exige a permissão Gerenciar servidor.
takes_yes_no = `yes` ou `no`
takes_timer = de 30 a 86.400 segundos, ou `off`
takes_language = `auto` ou um destes: { $languages }
takes_away = `computer`, `remove` ou `off`
setting_seconds = { $seconds } s
setting_off = desligado
setting_yes = sim
setting_no = não
setting_away_computer = o computador assume o lugar até o jogador voltar
setting_away_remove = o jogador é removido e o computador continua no lugar dele
setting_name_turn_timer = Tempo por turno
setting_name_language = Idioma dos tabuleiros
setting_name_auto_move = Um único movimento possível é feito na hora
setting_name_ping = Mencionar quem está na vez
setting_name_ping_after = Mencionar só quem não apertou em
setting_name_away = Depois de 3 vezes seguidas sem jogar a tempo
setting_name_pace = Ritmo dos jogos novos
setting_name_takeover = Assumir um lugar
setting_takeover_host = o anfitrião confirma
setting_takeover_anyone = qualquer pessoa do chat, sem pedir
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = Isso exige estas permissões: { $permissions }.
guild_only = Ludo se joga no canal de um servidor, não em mensagens diretas.
rules_unreadable = Não deu para ler as regras: { $why }
stats = **{ $name }**: { $games ->
    [0] { $games } jogos
    [one] { $games } jogo
   *[other] { $games } jogos
}, { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, posição média { $mean }, { $captures ->
    [0] { $captures } peões comidos
    [one] { $captures } peão comido
   *[other] { $captures } peões comidos
}.
stats_rating = Pontuação { $rating } (μ { $mu }; σ { $sigma }); { $trend } { $games ->
    [one] no último jogo pontuado
   *[other] nos últimos { $games } jogos pontuados
}.
stats_rating_first = Pontuação { $rating } (μ { $mu }; σ { $sigma }) depois do primeiro jogo pontuado.
dice_description = Quantas vezes cada jogador tirou cada face, e os dados do servidor
stats_colour = Cor favorita: { $colour }.
rated_line = { $rank }. { $who }: pontuação { $rating } em { $games ->
    [one] { $games } jogo
   *[other] { $games } jogos
}
rated_computer = Computador ({ $level })
leaderboard_empty = Ninguém terminou um jogo neste servidor ainda.
leaderboard_title = Ranking
help_new = **/ludo novo** abre um jogo; os outros clicam em **Entrar** (ou o anfitrião em **Adicionar computador**) e podem escolher uma cor no menu; o anfitrião clica em **Começar**.
help_turn = Na sua vez, clique em **Jogar dado** e depois no botão do peão que vai andar: os números dos botões são os números dos peões.
help_commands = **/ludo tabuleiro** mostra o tabuleiro de novo · **/ludo regras** explica as regras · **/ludo encerrar** encerra um jogo.
help_record = **/ludo estatísticas**, **/ludo ranking** e **/ludo replay** mostram o histórico.
help_admins = Administradores: **/ludo config** define a modalidade, as regras da casa e o idioma do servidor.
help_presets = Modalidades: { $presets }.
config_show = Modalidade: **{ $preset_name }** (`{ $preset }`)
    Regras da casa: { $overrides }
    { $settings }
no_house_rules = nenhuma
title_defaults = **Padrões do servidor**
title_preset_set = **Modalidade definida**
title_option_set = **Opção { $option } definida**
title_reset = **Configurações restauradas**
title_language_set = **Idioma definido**
leaderboard_line = { $rank }. <@{ $user }>: { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
} em { $games ->
    [one] { $games } jogo
   *[other] { $games } jogos
}
bad_input = O valor dado para { $option } não serve: { $why }
sorry = Algo deu errado do meu lado; o jogo está salvo como estava. Tente de novo daqui a pouco ou mostre o tabuleiro de novo com /ludo tabuleiro.
sorry_command = Algo deu errado do meu lado; nada foi alterado. Tente de novo daqui a pouco.
store_error = Não deu para salvar o jogo agora; nada mudou. Tente de novo.
no_owner = A instância do bot que cuida deste jogo não está rodando agora; nada mudou. Tente de novo daqui a pouco.
owner_silent = A instância do bot que cuida deste jogo não respondeu a tempo. Sua jogada ainda pode valer: olhe o tabuleiro antes de clicar de novo.
owner_unreachable = Sua jogada não chegou à instância do bot que cuida deste jogo; nada mudou. Tente de novo daqui a pouco.
bot_needs_permissions = Preciso destas permissões neste canal: { $permissions }.
permission_view_channel = Ver canais
permission_send_messages = Enviar mensagens
permission_send_messages_in_threads = Enviar mensagens em tópicos
permission_embed_links = Inserir links
permission_attach_files = Anexar arquivos
permission_read_message_history = Ver histórico de mensagens
permission_add_reactions = Adicionar reações
permission_use_application_commands = Usar comandos de aplicativos
permission_manage_messages = Gerenciar mensagens
permission_manage_channels = Gerenciar canais
permission_manage_guild = Gerenciar servidor
commands_changed = Os comandos do bot acabaram de mudar: espere um minuto até o Discord mostrar os novos e tente de novo.
command_refused = Esse comando não pode ser usado aqui.

## Regras e configurações (nomes e valores das opções ficam como se digitam: capture=no)

unknown_preset = Modalidade desconhecida: { $preset }; escolha uma destas: { $presets }.
bad_setting = { $setting } aceita { $takes }, não { $value }.
bad_rules = Essas regras não funcionam: { $option }: { $why }.
rules_clash_preset = { $option } { $value } não combina com { $preset_name }, que define { $other } { $other_value }; para jogar assim mesmo, acrescente { $fix }.
unknown_option = { $option } não é uma opção de regra; as opções são { $options }.
rule_format = Escreva cada regra como NOME=VALOR, não { $token }.
repeated_option = { $option } aparece duas vezes: deixe só a que você quer.
rule_token = { $token } não é uma modalidade ({ $presets }) nem NOME=VALOR.
repeated_preset = Foram dadas duas modalidades, { $first } e { $second }: deixe só a que você quer.
repeated_value = { $option } cita { $value } duas vezes: escreva cada valor uma vez só.
setting_not_rule = { $option } é uma configuração do servidor, não uma regra: um administrador define isso com `/ludo config definir`.
nothing_typed = (nada)

## Linhas para todos (rodapés da mesa e avisos)

opened = { $name } abriu um jogo.
joined = { $name } entrou.
left = { $name } saiu.
computer_joined = { $name } (computador, { $level }) entrou.
bad_level = Não existe o nível de computador { $level }: escolha um destes: { $levels }.
too_many_computers = { $computers ->
    [one] { $computers } jogador do computador não cabe
   *[other] { $computers } jogadores do computador não cabem
}: esta mesa tem lugar para { $most } além de você.
removed = O anfitrião removeu { $name }.
rules_set = Regras: { $preset_name } · regras da casa: { $overrides }.
started = O jogo começou!
cancelled = O jogo foi cancelado.
any_colour = { $name } joga com qualquer cor.
colour_chosen = { $name } fica com o { $colour }.
timed_out = O tempo de { $name } acabou.
away = O tempo de { $name } acabou 3 vezes seguidas: um computador (normal) assume o lugar até a pessoa clicar em Voltei ou digitar /ludo entrar.
away_removed = O tempo de { $name } acabou 3 vezes seguidas e a pessoa foi removida: um computador fica no lugar até o fim.
back = { $name } voltou e joga de novo por conta própria.
not_away = Ninguém está jogando por você: seu lugar não está marcado como ausente.
removed_for_good = Você não está mais neste jogo porque seu tempo acabou vezes demais: um computador fica no seu lugar até o fim.
away_press_back = Um computador joga por você enquanto você está ausente: clique em Voltei (ou /ludo entrar) primeiro.
not_in_game = Você não tem lugar neste jogo.
ended = O jogo foi encerrado por { $name }.
rematch = { $name } pede revanche: quando todos estiverem prontos, o anfitrião clica em Começar.
moved_down = Este tabuleiro agora está mais abaixo: { $url }

## As mensagens da mesa e do tabuleiro

lobby_title = ## Ludo: um jogo novo
lobby_rules = **Regras:** { $summary }
lobby_how = Clique em **Entrar** para pegar um lugar; o anfitrião clica em **Começar** (2 jogadores ou mais).
seats = **Lugares { $taken }/{ $most }**
nobody_yet = ninguém ainda
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · computador, { $level }
seat_host = · anfitrião
choose_level = Adicionar um jogador do computador: escolha o nível
level_easy_about = Iniciante: muitas vezes move um peão qualquer.
level_normal_about = Jogador equilibrado: come, tira peões da base, avança o peão da frente.
level_hard_about = Pesa o risco de cada movimento. O mais forte.
footer_game = -# Jogo #{ $game }
footer_round = -# Jogo #{ $game } · rodada { $round }
turn_head = ## Vez de { $name } ({ $colour })
ask_thinking = { $who } está pensando…
ask_away = { $who } está ausente: um computador joga no lugar…
ask_order = { $who }, jogue o dado para ver quem começa.
ask_move = { $who }, escolha um movimento.
ask_roll = { $who }, sua vez de jogar o dado.
wins_one = ## 🏆 { $who } ganhou!
wins_many = ## 🏆 { $who } ganharam!
place_line = { $place }: { $who }
huff_label = Soprar o peão { $piece } de { $name }
label_join = Entrar
label_leave = Sair
label_start = Começar
label_cancel = Cancelar
label_computer = Adicionar computador
label_rules = Regras…
label_roll = 🎲 Jogar dado
label_rematch = Revanche
label_replay = Replay em GIF
label_end = Sim, encerrar o jogo
label_any_colour = Qualquer cor
label_back = Voltei
choose_colour = Escolha sua cor
board_description = O tabuleiro
# Nomes dos arquivos das imagens, sem ".png": só letras ASCII, dígitos e hifens.
file_board = tabuleiro
file_dice = dados
last_roll = Última jogada: **{ $roll }**
nobody_rolled = Ninguém jogou o dado ainda.
your_turn = { $mention }, é sua vez no jogo #{ $game }.

## O formulário de regras (o botão Regras… do anfitrião)

form_title = As regras deste jogo
form_preset = Modalidade
form_rules = Regras da casa
form_rules_hint = Pares NOME=VALOR; /ludo regras explica o que significam

## Por que as regras não funcionam (dentro de bad_rules)

rule_invalid = não é possível
rule_not_yes_no = tem que ser `yes` ou `no`, não { $value }
rule_not_a_choice = { $value } não é um destes: { $choices }
rule_not_in_range = { $value } não está entre { $low } e { $high }
rule_unknown_preset = não existe a modalidade { $preset }; escolha uma destas: { $presets }
rule_unknown_option = essa opção não existe; as opções são { $options }
rule_war_play_to_end = `war` não combina com `play_to_end` (na guerra ninguém leva os peões até a chegada)
rule_extra_lap_forced = `capture_extra_lap` precisa de `forced_capture=strict` ou `forced_capture=huff`
rule_bonus_three_tries = `three_tries_bonus` precisa de `three_tries`
rule_home_walled = `home_moves=no` com `home_jump=no` em casas de chegada trancaria para sempre as casas do fundo
rule_players_range = { $players ->
    [0] { $players } jogadores
    [one] { $players } jogador
   *[other] { $players } jogadores
}: o jogo é para 2 a 6 jogadores
rule_board_too_small = { $board } tem { $colours } cores, poucas para { $used }; use `classic6`
rule_board_too_small_any = { $board } tem { $colours } cores, poucas para { $used }
rule_partners_odd = parceiros precisam de um número par de lugares, não { $used }
rule_partners_four = parceiros precisam de duas equipes: pelo menos quatro cores em jogo
rule_partners_one_colour = com parceiros, cada jogador joga com uma cor só, não duas
rule_partners_opposite = parceiros sentam frente a frente: cada cor precisa da cor da frente em jogo
rule_two_colours_each = { $players ->
    [one] { $players } jogador não pode
   *[other] { $players } jogadores não podem
} jogar com duas cores cada neste tabuleiro
rule_players_or_seating = informe o número de jogadores ou como se sentam
rule_players_seats = { $players ->
    [0] { $players } jogadores
    [one] { $players } jogador
   *[other] { $players } jogadores
} para { $seats ->
    [0] { $seats } lugares
    [one] { $seats } lugar
   *[other] { $seats } lugares
}
rule_seat_colours = cada lugar precisa das próprias cores de { $board }
rule_seat_needs_colour = cada lugar precisa de uma cor
rule_colour_not_in_play = a cor { $colour } não está em jogo
rule_colour_pieces = a cor { $colour } precisa de quatro peões

## `ludobot verify` (a linha de comando)

cli_verify_holds = confere: { $rolls ->
    [0] nenhuma jogada para conferir, e todas as ações são válidas
    [one] a única jogada vem da semente revelada, e todas as ações são válidas
   *[other] as { $rolls } jogadas vêm da semente revelada, e todas as ações são válidas
}
cli_verify_seed_not_revealed = ainda não dá para conferir: a semente é revelada quando o jogo termina
cli_verify_bad_seed = a semente revelada não tem 32 bytes em hexadecimal
cli_verify_seed_hash_differs = a semente revelada não bate com o hash mostrado no início
cli_verify_roll_differs = a jogada { $roll } (ação { $action }) não é a que a semente dá
cli_verify_illegal_action = a ação { $action } não é válida no jogo refeito
cli_export_unreadable = o arquivo não pode ser lido como texto
cli_export_not_json = não é JSON (linha { $line }, coluna { $column })
cli_export_not_export = não é um jogo exportado do ludobot (formato { $format })
cli_export_malformed = o campo { $field } está faltando ou malformado
cli_export_rules = as regras ou os lugares não são válidos: { $why }
cli_export_action = a ação { $action } não pode ser jogada
cli_verify_hash = SHA-256 da semente revelada: { $hash } (tem que ser o hash que o primeiro tabuleiro do jogo mostrou)

## Comandos de barra (nomes: 1 a 32 caracteres, minúsculas, sem espaços; descrições até 100)

cmd-ludo = ludo
cmd-ludo-desc = Jogar Ludo e outros jogos de tabuleiro da mesma família
cmd-ludo-new = novo
cmd-ludo-new-desc = Abrir um jogo novo neste canal: os outros entram pelo botão.
cmd-ludo-new-preset = modalidade
cmd-ludo-new-preset-desc = Qual modalidade jogar (padrão: a do servidor)
cmd-ludo-new-rules = regras
cmd-ludo-new-rules-desc = Regras da casa para este jogo, por exemplo capture=no six_again=yes
cmd-ludo-new-players = jogadores
cmd-ludo-new-players-desc = Lugares na mesa, de 2 a 6 (padrão: quantos o tabuleiro tiver)
cmd-ludo-new-computers = computadores
cmd-ludo-new-computers-desc = Jogadores do computador sentados logo de cara, de 0 a 5 (padrão: nenhum)
cmd-ludo-new-level = nível
cmd-ludo-new-level-desc = O nível desses jogadores do computador (padrão: normal)
cmd-ludo-join = entrar
cmd-ludo-join-desc = Pegar um lugar no jogo aberto deste canal, ou voltar ao seu depois de ficar ausente.
cmd-ludo-leave = sair
cmd-ludo-leave-desc = Deixar seu lugar: antes do começo, ou num jogo em andamento (um computador assume o lugar).
cmd-ludo-start = começar
cmd-ludo-start-desc = Começar o jogo deste canal (só o anfitrião).
cmd-ludo-board = tabuleiro
cmd-ludo-board-desc = Mostrar de novo o tabuleiro atual, no fim do canal.
cmd-ludo-rules = regras
cmd-ludo-rules-desc = As regras do jogo deste canal (ou os padrões do servidor) em palavras simples.
cmd-ludo-stats = estatísticas
cmd-ludo-stats-desc = Jogos, vitórias, posições e peões comidos aqui e no total de todos os servidores.
cmd-ludo-stats-member = membro
cmd-ludo-stats-member-desc = De quem são as estatísticas (padrão: as suas)
cmd-ludo-leaderboard = ranking
cmd-ludo-leaderboard-desc = Os melhores jogadores daqui por pontuação (OpenSkill), incluindo os níveis do computador.
cmd-ludo-replay = replay
cmd-ludo-replay-desc = Um jogo terminado como GIF animado: inteiro, os melhores momentos ou o final.
cmd-ludo-replay-game = jogo
cmd-ludo-replay-game-desc = O número de um jogo (padrão: o último terminado aqui)
cmd-ludo-replay-part = parte
cmd-ludo-replay-part-desc = O jogo inteiro (padrão), os melhores momentos ou os últimos 30 movimentos
cmd-ludo-export = exportar
cmd-ludo-export-desc = Um jogo como arquivo JSON: regras, lugares, cada ação e, depois do fim, a semente dos dados.
cmd-ludo-export-game = jogo
cmd-ludo-export-game-desc = O número de um jogo (padrão: o último terminado aqui)
cmd-ludo-verify = verificar
cmd-ludo-verify-desc = Recalcular cada jogada de um jogo terminado a partir da semente revelada.
cmd-ludo-verify-game = jogo
cmd-ludo-verify-game-desc = O número de um jogo (padrão: o último terminado aqui)
cmd-ludo-dice = dados
cmd-ludo-dice-desc = Quantas vezes cada jogador tirou cada face, com um teste qui-quadrado de honestidade.
cmd-ludo-dice-game = jogo
cmd-ludo-dice-game-desc = O número de um jogo (padrão: o jogo daqui ou o último terminado)
cmd-ludo-help = ajuda
cmd-ludo-help-desc = Como jogar com este bot.
cmd-ludo-end = encerrar
cmd-ludo-end-desc = Encerrar o jogo deste canal (só o anfitrião ou quem pode Gerenciar canais).
cmd-ludo-config = config
cmd-ludo-config-desc = Regras padrão: as deste servidor (Gerenciar servidor) ou as suas fora de servidores
cmd-ludo-config-show = mostrar
cmd-ludo-config-show-desc = As regras padrão deste servidor.
cmd-ludo-config-preset = modalidade
cmd-ludo-config-preset-desc = Escolher a modalidade padrão do servidor.
cmd-ludo-config-preset-preset = modalidade
cmd-ludo-config-preset-preset-desc = A modalidade dos jogos novos deste servidor
cmd-ludo-config-set = definir
cmd-ludo-config-set-desc = Definir uma regra da casa para os jogos novos deste servidor.
cmd-ludo-config-set-option = opção
cmd-ludo-config-set-option-desc = Uma opção de regra, ou { $settings }
cmd-ludo-config-set-value = valor
cmd-ludo-config-set-value-desc = O valor, por exemplo yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = restaurar
cmd-ludo-config-reset-desc = Voltar ao clássico alemão sem regras da casa.
cmd-ludo-config-language = idioma
cmd-ludo-config-language-desc = O idioma dos tabuleiros, mesas e históricos deste servidor.
cmd-ludo-config-language-language = idioma
cmd-ludo-config-language-language-desc = auto: o próprio idioma do servidor (Configurações do servidor, Comunidade)

## Opções dos menus dos comandos (até 100 caracteres)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = o jogo inteiro
choice-highlights = melhores momentos: peões comidos e chegadas
choice-last-30 = os últimos 30 movimentos
choice-auto = automático: o idioma do servidor

## Conversas em que o bot só pode responder (DM em grupo, DM entre amigos, servidor sem o bot)

external_apps_off = Este servidor não deixa apps instalados pelos membros responderem em público ("Usar apps externos" está desligado), então ninguém mais veria o jogo. Jogue numa DM ou num grupo de DM, ou peça aos administradores do servidor para adicionar o bot.
footer_as_of = -# Atualizado { $at }: aqui o tabuleiro muda quando alguém clica em um botão.
card_waits = O tabuleiro daqui é atualizado no próximo clique em um botão, ou com /ludo tabuleiro.
board_failed = Não deu para mostrar o tabuleiro aqui; tente /ludo tabuleiro de novo daqui a pouco.
stats_everywhere = No total, em todos os servidores: { $games ->
    [0] { $games } jogos
    [one] { $games } jogo
   *[other] { $games } jogos
}, { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}, posição média { $mean }, { $captures ->
    [0] { $captures } peões comidos
    [one] { $captures } peão comido
   *[other] { $captures } peões comidos
}.

## Ritmos, "sua vez" por mensagem direta, seus jogos e lugares que mudam de mão

pace_live = ao vivo
pace_1h = 1 hora por turno
pace_12h = 12 horas por turno
pace_24h = 24 horas por turno
pace_72h = 72 horas por turno
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Ritmo: quanto tempo cada turno pode durar
lobby_pace = **Ritmo:** { $pace }
card_pace = -# Ritmo: { $pace } · o tempo acaba { $at }
card_pace_untimed = -# Ritmo: { $pace }
pace_set = O ritmo agora é { $pace }.
bad_pace = Não existe o ritmo { $pace }: escolha um destes: { $paces }.
action_pace = mudar o ritmo deste jogo
takes_pace = `live`, `1h`, `12h`, `24h` ou `72h`
takes_dm = `slow`, `always` ou `never`
dm_turn = Sua vez no jogo #{ $game }: { $url }
dm_turn_ends = Sua vez no jogo #{ $game }: { $url } (o tempo acaba { $at })
dm_reminder = Lembrete: seu tempo no jogo #{ $game } acaba { $at }: { $url }
dm_your_move = Escolha seu movimento no jogo #{ $game }: { $url }
dm_played = Feito no jogo #{ $game }: { $url }
dm_turn_over = Sua vez no jogo #{ $game } já passou: { $url }
dm_set = Mensagens diretas na sua vez: { $when }.
dm_unreachable = O Discord recusou a última mensagem de “sua vez” que o bot te enviou (suas mensagens diretas estão fechadas para ele, ou ele está bloqueado), então ele parou de tentar por um tempo. Agora que você usou o bot, ele vai tentar te avisar de novo na sua próxima vez.
dm_when_slow = nos jogos lentos
dm_when_always = em todos os jogos
dm_when_never = nunca
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Seus jogos
mygames_yours = **Sua vez** · jogo #{ $game } · { $pace } · { $url }
mygames_other = Vez de { $name } · jogo #{ $game } · { $pace } · { $url }
mygames_lobby = Mesa aberta · jogo #{ $game } · { $pace } · { $url }
mygames_ends = o tempo acaba { $at }
no_games = Você não está em nenhum jogo.
cmd-ludo-new-pace = ritmo
cmd-ludo-new-pace-desc = Quanto tempo cada turno pode durar (padrão: o do servidor)
cmd-ludo-dm = dm
cmd-ludo-dm-desc = Quando o bot avisa você em particular que é a sua vez.
cmd-ludo-dm-when = quando
cmd-ludo-dm-when-desc = Nos jogos lentos (padrão), em todos os jogos ou nunca
cmd-ludo-mygames = meus-jogos
cmd-ludo-mygames-desc = Todos os jogos em que você está, primeiro aqueles em que é a sua vez.
cmd-ludo-gender = gênero
cmd-ludo-gender-desc = Como as frases sobre você concordam quando o idioma pede (os outros só veem o texto).
cmd-ludo-gender-form = forma
cmd-ludo-gender-form-desc = Feminino, masculino ou sem definir (texto neutro)
gender_set = Concordância das frases sobre você: { $form }.
gender_form_unset = sem definir (texto neutro)
gender_form_feminine = feminino
gender_form_masculine = masculino
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` ou `masculine`

left_running = { $name } saiu do jogo: { $computer } assume o lugar.
took_seat = { $name } assume o lugar { $seat } de { $old }.
seat_not_free = O lugar { $seat } é de { $name }: só o lugar de um computador, ou de um jogador removido, pode ser assumido.
action_takeover = passar um lugar para outra pessoa
takes_takeover = `host` ou `anyone`
log_handover = { $seat } assume o lugar
replay_handover = No turno { $turn }, { $new } assumiu o lugar { $seat } de { $old }.
takeover_asked = { $name } pede para assumir o lugar { $seat } ({ $old }) no jogo #{ $game }: o anfitrião confirma com o botão.
label_confirm_takeover = Passar o lugar
cmd-ludo-takeover = assumir
cmd-ludo-takeover-desc = Assumir o lugar de um computador no jogo em andamento deste canal (o anfitrião confirma).
cmd-ludo-takeover-seat = lugar
cmd-ludo-takeover-seat-desc = O número do lugar, como aparece na lista da mesa

## O tabuleiro como atividade do Discord (web/activity_routes.py, "Abrir tabuleiro" no cartão)

label_open_board = Abrir tabuleiro
web-activity-cannot-launch = O tabuleiro não pode ser aberto dentro do Discord aqui: /ludo tabuleiro te dá o link dele para o seu navegador.
web-activity-bad-request = Esta solicitação não vem da página do tabuleiro.
web-activity-code-refused = O Discord não aceitou o login. Feche o tabuleiro e abra de novo.
web-activity-token-refused = Seu login no Discord expirou. Feche o tabuleiro e abra de novo.
web-activity-instance-unknown = O Discord não conhece esta atividade. Feche o tabuleiro e abra de novo.
web-activity-other-channel = Esta atividade está rodando em outro canal, não no que ela indica.
web-activity-not-in-instance = Você não está nesta atividade: entre nela pelo canal primeiro.
web-activity-no-game = Ainda não há partida neste canal: abra uma lá e depois abra o tabuleiro de novo.
web-activity-unreachable = O Discord não respondeu. Tente de novo daqui a pouco.
web-activity-busy = Solicitações demais daqui: espere um pouco e abra o tabuleiro de novo.
web-activity-off = Neste bot, o tabuleiro não pode ser aberto dentro do Discord.
web-activity-not-authorised = O tabuleiro precisa saber quem você é: permita quando o Discord pedir, ou jogue no cartão.
web-activity-failed = O tabuleiro não conseguiu iniciar aqui: /ludo tabuleiro te dá o link dele para o seu navegador.
## Torneios (/ludo tournament): sistema suíço e mata-mata em muitas mesas

tournament_title = 🏆 Torneio #{ $id }
tournament_format_swiss = Sistema suíço: { $rounds ->
    [one] uma rodada
   *[other] { $rounds } rodadas
}, todo mundo joga todas as rodadas
tournament_format_knockout = Mata-mata: { $n ->
    [one] o vencedor de cada mesa avança
   *[other] os { $n } primeiros de cada mesa avançam
}
tournament_tables_of = Mesas de { $seats } · { $preset_name } · { $pace }
tournament_computers_yes = Computadores ({ $level }) ocupam os lugares vagos
tournament_computers_no = Os lugares vagos ficam vazios
tournament_starts = Começa <t:{ $when }:R>
tournament_signed_up = Inscritos: { $count }/{ $most }
tournament_more = e mais { $n }
tournament_nobody = Ninguém ainda.
tournament_status = { $status ->
    [signup] **Inscrições abertas**
    [running] **Em andamento**
    [paused] **Pausado**
    [done] **Encerrado**
   *[ended] **Cancelado**
}
tournament_round = Rodada { $round }
tournament_table_line = Mesa { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = um computador
tournament_action = { $what ->
    [create] Criado por { $name }
    [start] Iniciado por { $name }
    [resume] Retomado por { $name }
    [pause] Pausado por { $name }
    [drop] { $name } tirou um jogador do torneio
    [left_running] { $name } saiu: um computador joga no lugar
    [replace] { $name } substituiu um jogador
    [end] Cancelado por { $name }
    [round] Começou uma nova rodada
    [done] A última mesa terminou
    [no_place] Não foi possível criar um tópico para uma mesa: pausado
    [reveal] A rodada acabou: a semente dos dados foi revelada
   *[too_few] Poucos inscritos na hora de começar
}
tournament_standings = Classificação do torneio #{ $id } após a rodada { $round }
tournament_standing = { $rank }. { $name } — { $points } pts (adversários { $tiebreak }, { $played } partidas)
tournament_podium = 🏆 O torneio #{ $id } terminou!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = Rodada { $round } · Mesa { $table }
file_standings = classificacao
tournament_created = O torneio #{ $id } está aberto para inscrições.
tournament_joined = Você está inscrito no torneio #{ $id }.
tournament_left = Você saiu do torneio #{ $id }.
tournament_going = O torneio #{ $id } começou.
tournament_paused = O torneio #{ $id } está pausado: nenhuma rodada nova começa até ele ser retomado.
tournament_dropped = O jogador foi tirado do torneio #{ $id }: um computador joga no lugar dele.
tournament_replaced = O novo jogador assume o lugar de quem não apareceu.
tournament_ended = O torneio #{ $id } foi cancelado.
tournament_bad_format = Não existe o formato de torneio “{ $value }”: swiss ou knockout.
tournament_bad_size = Uma mesa tem de 2 a 6 lugares, não { $value }.
tournament_bad_rounds = Um torneio suíço tem de 1 a { $most } rodadas, não { $value }.
tournament_bad_advance = De cada mesa avançam 1 ou 2 jogadores, sempre menos que os lugares da mesa (não { $value }).
tournament_bad_maximum = O máximo tem que ficar entre 2 e { $most } jogadores, não { $value }.
tournament_bad_level = Não existe o nível de computador “{ $value }”.
tournament_bad_preset = Não existe a modalidade “{ $value }”.
tournament_past_start = O começo precisa ser no futuro.
tournament_none = Esse torneio não existe.
tournament_none_here = Não há torneio neste canal.
tournament_organisers_only = Só o organizador, alguém com a permissão Gerenciar servidor ou um membro do cargo de organizadores de torneios pode fazer isso.
tournament_servers_only = Os torneios são jogados num servidor que tem o bot, num canal onde ele pode escrever.
tournament_needs_threads = O bot precisa da permissão Criar tópicos públicos neste canal: cada mesa joga num tópico.
tournament_no_threads = O bot não conseguiu criar um tópico para uma mesa, então o torneio foi pausado.
tournament_event_refused = Para criar um evento do Discord, o bot precisa da permissão Gerenciar eventos.
tournament_event_needs_start = Um evento do Discord precisa de um horário de início: informe também os minutos de inscrição.
tournament_exists = Este canal já tem um torneio.
tournament_signup_closed = As inscrições deste torneio estão encerradas.
tournament_already_in = Você já está inscrito.
tournament_full = O torneio está lotado ({ $most } jogadores).
tournament_not_in = Você não está inscrito neste torneio.
tournament_started = O torneio já começou.
tournament_too_few = Um torneio precisa de pelo menos 2 jogadores ({ $count } inscritos).
tournament_not_running = O torneio não está em andamento.
tournament_not_entrant = Essa pessoa não joga neste torneio.
tournament_replace_between = Só dá para substituir um jogador antes do começo, ou com o torneio pausado entre duas rodadas.
tournament_over = O torneio já terminou.
choice-swiss = sistema suíço
choice-knockout = mata-mata
cmd-ludo-tournament = torneio
cmd-ludo-tournament-desc = Torneios em sistema suíço e mata-mata em muitas mesas
cmd-ludo-tournament-new = novo
cmd-ludo-tournament-new-desc = Abre um torneio neste canal para inscrições (Gerenciar servidor).
cmd-ludo-tournament-new-format = formato
cmd-ludo-tournament-new-format-desc = Sistema suíço (todo mundo joga todas as rodadas) ou mata-mata
cmd-ludo-tournament-new-rounds = rodadas
cmd-ludo-tournament-new-rounds-desc = Suíço: quantas rodadas, de 1 a 12 (padrão: 3)
cmd-ludo-tournament-new-advance = avançam
cmd-ludo-tournament-new-advance-desc = Mata-mata: quantos avançam de cada mesa, 1 ou 2 (padrão: 1)
cmd-ludo-tournament-new-size = tamanho
cmd-ludo-tournament-new-size-desc = Lugares em cada mesa, de 2 a 6 (padrão: 4)
cmd-ludo-tournament-new-preset = modalidade
cmd-ludo-tournament-new-preset-desc = A modalidade jogada (padrão: a do servidor)
cmd-ludo-tournament-new-rules = regras
cmd-ludo-tournament-new-rules-desc = Regras da casa para todas as mesas, ex.: capture=no six_again=yes
cmd-ludo-tournament-new-pace = ritmo
cmd-ludo-tournament-new-pace-desc = Quanto tempo cada vez pode levar (padrão: o do servidor)
cmd-ludo-tournament-new-computers = computadores
cmd-ludo-tournament-new-computers-desc = Computadores ocupam os lugares vagos das mesas (padrão: sim)
cmd-ludo-tournament-new-level = nível
cmd-ludo-tournament-new-level-desc = O nível deles, e o do computador de um jogador tirado (padrão: fácil)
cmd-ludo-tournament-new-signup = inscrição
cmd-ludo-tournament-new-signup-desc = Minutos de inscrição antes de começar sozinho (padrão: o organizador inicia)
cmd-ludo-tournament-new-maximum = máximo
cmd-ludo-tournament-new-maximum-desc = Quantos podem se inscrever, de 2 a 512 (padrão: 64)
cmd-ludo-tournament-new-event = evento
cmd-ludo-tournament-new-event-desc = Criar também um evento do Discord para o começo (precisa de Gerenciar eventos)
cmd-ludo-tournament-join = inscrever
cmd-ludo-tournament-join-desc = Inscreva-se no torneio deste canal.
cmd-ludo-tournament-leave = sair
cmd-ludo-tournament-leave-desc = Saia do torneio deste canal (depois do começo, um computador joga no seu lugar).
cmd-ludo-tournament-start = começar
cmd-ludo-tournament-start-desc = Encerra as inscrições e inicia a primeira rodada, ou retoma após uma pausa (organizador).
cmd-ludo-tournament-pause = pausar
cmd-ludo-tournament-pause-desc = Nenhuma rodada nova começa até o torneio ser retomado (organizador).
cmd-ludo-tournament-drop = tirar
cmd-ludo-tournament-drop-desc = Tira um jogador do torneio (organizador).
cmd-ludo-tournament-drop-member = membro
cmd-ludo-tournament-drop-member-desc = Quem sai: a partir de agora um computador joga no lugar
cmd-ludo-tournament-replace = substituir
cmd-ludo-tournament-replace-desc = Antes de uma rodada, alguém assume o lugar de quem faltou (organizador).
cmd-ludo-tournament-replace-member = membro
cmd-ludo-tournament-replace-member-desc = O jogador que faltou
cmd-ludo-tournament-replace-by = por
cmd-ludo-tournament-replace-by-desc = Quem assume o lugar, com os pontos
cmd-ludo-tournament-end = encerrar
cmd-ludo-tournament-end-desc = Encerra o torneio agora; as mesas em andamento terminam sem resultado (organizador).
cmd-ludo-tournament-standings = classificação
cmd-ludo-tournament-standings-desc = A classificação do torneio deste canal.
cmd-ludo-tournament-pairings = confrontos
cmd-ludo-tournament-pairings-desc = As mesas desta rodada, com os jogadores e os pontos deles.
pairing_tables = { $count } jogadores em { $tables } mesas de { $smallest } a { $largest } lugares (escolhido: { $size })
pairing_bye = { $names } folga nesta rodada: { $rank }º com { $points } pontos, folgas anteriores: { $before }
pairing_bye_seed = { $names } avança sem jogar: cabeça de chave { $seed }
pairing_points = Mesa { $table }: o grupo de { $high } a { $low } pontos
pairing_moved = Mesa { $table }: { $names } veio da mesa { $from_table }, para haver menos confrontos repetidos
pairing_repeat = Mesa { $table }: { $names } se enfrentam de novo (antes: { $times }); nenhuma distribuição evita isso
pairing_seed = Mesa { $table }: { $names }, cabeça de chave { $seed }
pairing_seat = Mesa { $table }: { $names } é o { $seat }º a jogar (vezes que jogou por último: { $last })
cmd-ludo-tournament-role = cargo
cmd-ludo-tournament-role-desc = Define o cargo cujos membros organizam torneios aqui (Gerenciar servidor).
cmd-ludo-tournament-role-role = cargo
cmd-ludo-tournament-role-role-desc = Os membros dele organizam torneios aqui (nenhum: só Gerenciar servidor)
tournament_role_set = Membros de { $role } agora podem organizar torneios aqui.
tournament_role_cleared = Agora só quem tem Gerenciar servidor organiza torneios aqui.
takes_role = um cargo deste servidor
cmd-ludo-tournament-new-duplicate = dados-iguais
cmd-ludo-tournament-new-duplicate-desc = Dados iguais: todas as mesas de uma rodada tiram os mesmos dados (padrão: não)
tournament_duplicate = Dados iguais: todas as mesas de uma rodada tiram os mesmos dados, de uma semente revelada no fim da rodada
tournament_seed = Semente dos dados da rodada { $round }: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = Este link não é válido: peça um novo com /ludo tabuleiro.
web_token_expired = Este link expirou: peça um novo com /ludo tabuleiro.
web_token_other_game = Este link é de outro jogo: o deste jogo você consegue com /ludo tabuleiro.
web_busy = Os tabuleiros ao vivo estão sobrecarregados agora: tente de novo daqui a pouco.
web_too_many_here = Há tabuleiros ao vivo demais abertos na sua conexão: feche alguns e tente de novo.
web_game_full = Tem gente demais assistindo a este jogo: tente de novo daqui a pouco.
web_too_big = Essa mensagem é longa demais (no máximo { $most } bytes).
web_flood = Cliques demais de uma vez: espere um pouco.
web_malformed = A página enviou algo que o bot não entende: recarregue a página.
web_spectator = Você está assistindo: só os jogadores podem clicar, com o link que o bot dá a eles no privado (/ludo tabuleiro).
web_no_game = Esse jogo não existe.
web_private = Este jogo é de um chat privado: abra-o com o link que o bot te deu (/ludo tabuleiro nesse chat).
label_watch = Assistir ao vivo
board_live = Seu link pessoal para o tabuleiro ao vivo (quem tiver o link joga no seu lugar, então não o compartilhe; expira { $at }): { $url }
dm_live = Jogue no tabuleiro ao vivo: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = pontos
cmd-ludo-tournament-new-points-desc = Pontos por colocação, do primeiro em diante, ex.: 6,4,2,0 (em mesas menores, sobram os últimos)
cmd-ludo-tournament-new-bye = folga
cmd-ludo-tournament-new-bye-desc = Pontos de uma folga no suíço, de 0 a 100 (padrão: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Pontos por colocação: { $points } · folga: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = Numa mesa de { $seats }: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } não é uma quantidade de pontos: use números inteiros, do primeiro lugar em diante, ex.: 6,4,2,0.
points_negative = Os pontos não podem ser negativos: { $value }.
points_too_large = Uma colocação vale no máximo { $most } pontos, não { $value }.
# $count: how many values were given; $seats: the table's size.
points_count = Informe pontos para cada um dos { $seats } lugares de uma mesa, do primeiro em diante (você informou { $count }).
# $points: the values as given, best first.
points_not_descending = Os pontos precisam cair do primeiro lugar ao último, e o primeiro precisa valer mais que o último: { $points }.
tournament_bad_bye = Uma folga vale de 0 a { $most } pontos, não { $value }.
