# ludobot: Bahasa Indonesia (Discord: id).
#
# Diterjemahkan dari sumber bahasa Inggris (locales/en/ludobot.ftl); id dan { $placeholders } sama.
# Kata-kata ludo seperti dimainkan di Indonesia: bidak, kotak, dadu, makan (memulangkan bidak
# lawan), kandang (tempat bidak menunggu), kotak start, kotak finis.
# - Jamak: bahasa Indonesia tidak mengubah kata benda setelah bilangan ("3 kotak").
# - Bilangan tingkat: "ke-1", "ke-2".
# - Nama perintah (cmd-*): 1–32 karakter, huruf kecil, tanpa spasi; deskripsi paling banyak 100.

## Bilangan tingkat dan daftar

ordinal = ke-{ $n }
# $items: jumlah semua unsur daftar; mulai tiga, koma sebelum "dan"/"atau" (PUEBI).
list_or = { $items ->
    [2] { $first } atau { $second }
   *[other] { $first }, atau { $second }
}
list_and = { $items ->
    [2] { $first } dan { $second }
   *[other] { $first }, dan { $second }
}
list_more = { $first }, { $second }

## Varian, papan, dan warna

preset_madn = Klasik Jerman
preset_mejn = Klasik Belanda
preset_ludo = Ludo
preset_fia = Fia
preset_marbles = Ludo kelereng
board_classic4 = papan silang klasik (40 kotak, 4 kotak finis per warna)
board_classic6 = papan enam warna (60 kotak, 4 kotak finis per warna)
board_cross4 = papan silang Ludo (52 kotak, jalur 5 kotak menuju finis bersama)
colour_red = merah
colour_yellow = kuning
colour_blue = biru
colour_green = hijau
colour_orange = oranye
colour_purple = ungu
# Tanda tiap warna di papan dan di spanduk: satu atau dua huruf, semuanya berbeda.
letter_red = M
letter_yellow = K
letter_blue = B
letter_green = H
letter_orange = O
letter_purple = U
level_easy = mudah
level_normal = sedang
level_hard = sulit
level_random = acak
language_name = Bahasa Indonesia
language_auto = bahasa server ({ $language })

## Opsi aturan (/ludo pengaturan atur): satu baris masing-masing

option_board = panjang lintasan dan bentuk kotak finis
option_entry_rolls = lemparan yang mengeluarkan bidak dari kandang ke kotak start
option_forced_entry = apakah bidak wajib keluar saat dadu menunjukkan angka keluar
option_clear_start = kotak start harus dikosongkan selama masih ada bidak di kandang
option_start_pieces = bidak yang sudah ada di kotak start saat permainan dimulai
option_three_tries = tiga lemparan untuk mendapat angka keluar saat tak ada bidak yang bisa jalan
option_three_tries_bonus = satu lemparan lagi jika angka keluar muncul sebelum percobaan ketiga
option_six_again = angka 6 memberi lemparan lagi setelah jalan
option_six_again_without_move = angka 6 yang tak terpakai tetap memberi lemparan lagi
option_max_sixes = angka 6 ketiga berturut-turut mengakhiri giliran (0: mati)
option_own_landing = apa yang terjadi jika berhenti di atas bidak sendiri
option_own_start_entry = jika own_landing=capture, angka keluar saat bidak sendiri ada di kotak start: bidak baru keluar (yang lama pulang) atau bidak itu jalan terus
option_block_passing = siapa yang boleh melewati blokade (2 bidak sewarna atau lebih)
option_capture = berhenti di atas lawan memulangkan bidaknya ke kandang
option_safe_start = bidak di kotak start miliknya sendiri tidak bisa dimakan
option_capture_at_turn_end = bidak hanya makan di kotak tempat gilirannya berakhir
option_forced_capture = jika bisa makan, wajib makan
option_capture_extra_lap = wajib makan tetap berlaku walau bidak harus melewati kotak finisnya
option_exact_home = bidak masuk finis hanya dengan angka yang pas
option_overshoot = lemparan yang melewati kotak finis terakhir: ditolak atau dihitung mundur
option_home_jump = di kotak finis bidak boleh melompati bidak lain
option_home_moves = bidak di kotak finis boleh terus maju di dalamnya
option_must_move = yang bisa jalan wajib jalan
option_turn_order = siapa yang mulai
option_play_to_end = permainan berlanjut setelah yang pertama finis
option_teams = pasangan duduk berhadapan dan menang bersama
option_war = yang bertahan terakhir menang: bidak yang dimakan keluar dari permainan
option_war_rounds = jumlah ronde sampai perang berakhir dengan kemenangan pemilik bidak terbanyak

## /ludo aturan: aturan dengan kata-kata sederhana

explain_head = { $preset_name } di { $board }.
explain_entry = Angka { $rolls } mengeluarkan bidak dari kandang ke kotak start-nya.
explain_forced_always = Bidak wajib keluar setiap kali bisa.
explain_forced_no_piece = Bidak wajib keluar hanya jika tak ada bidak di lintasan.
explain_forced_never = Mengeluarkan bidak tidak wajib.
explain_clear_start = Selama masih ada bidak di kandang, kotak start harus dikosongkan dulu.
explain_start_pieces = Semua pemain mulai dengan satu bidak yang sudah ada di kotak start.
explain_three_tries = Jika tak ada bidak yang bisa jalan, kamu boleh melempar tiga kali untuk mencari angka keluar.
explain_three_tries_bonus = Jika tak ada bidak yang bisa jalan, kamu boleh melempar tiga kali untuk mencari angka keluar (dan mendapat satu lemparan tambahan jika angka itu muncul sebelum lemparan ketiga).
explain_six_again = Angka 6 memberi lemparan lagi.
explain_six_again_without_move = Angka 6 memberi lemparan lagi walau tak bisa dipakai.
explain_max_sixes = Angka 6 ke-{ $count } berturut-turut langsung mengakhiri giliran.
explain_landing_forbidden = Kamu tidak boleh berhenti di atas bidakmu sendiri.
explain_landing_capture = Berhenti di atas bidakmu sendiri memulangkannya ke kandang.
explain_landing_stack = Bidak-bidakmu boleh menempati kotak yang sama.
explain_landing_block = Dua bidakmu di satu kotak membentuk blokade.
explain_own_start_enter = Angka keluar tetap mengeluarkan bidak baru walau bidakmu ada di kotak start (bidak itu pulang ke kandang).
explain_own_start_move_on = Jika bidakmu ada di kotak start, angka keluar menjalankan bidak itu.
explain_block_nobody = Tak ada yang boleh melewati blokade.
explain_block_opponents = Lawan tak boleh melewati blokademu; kamu boleh.
explain_capture = Berhenti di atas lawan berarti memakannya: bidaknya pulang ke kandang.
explain_no_capture = Bidak tidak pernah dimakan.
explain_safe_start = Di kotak start miliknya sendiri, bidak aman.
explain_capture_at_turn_end = Bidak hanya makan di kotak tempat gilirannya berakhir.
explain_forced_capture_strict = Jika bisa makan, wajib makan.
explain_forced_capture_huff = Jika kamu melewatkan kesempatan makan, pemain lain boleh meniup salah satu bidakmu (bidak itu pulang ke kandang).
explain_capture_extra_lap = Ini tetap berlaku walau untuk makan bidak harus melewati kotak finisnya dan berputar sekali lagi.
explain_exact_home = Masuk { $home ->
    [goal] finis
   *[home] kotak finis
} harus dengan angka yang pas.
explain_exact_home_bounce = Masuk { $home ->
    [goal] finis
   *[home] kotak finis
} harus dengan angka yang pas (kelebihannya dihitung mundur).
explain_deepest_free = Dengan lemparan besar, bidak berhenti di kotak kosong paling dalam { $home ->
    [goal] di finis
   *[home] di kotak finis
}.
explain_home_jump = { $home ->
    [goal] Di jalur menuju finis
   *[home] Di kotak finis
} bidak boleh saling melompati.
explain_no_home_jump = { $home ->
    [goal] Di jalur menuju finis
   *[home] Di kotak finis
} tidak boleh melompat.
explain_home_stays = Bidak { $home ->
    [goal] di jalur menuju finis
   *[home] di kotak finis
} tetap di tempatnya.
explain_may_pass = Kamu boleh melewatkan giliran alih-alih jalan.
explain_order_highest_roll = Semua melempar dadu; yang mendapat angka tertinggi mulai duluan.
explain_order_fixed_colours = Merah mulai, lalu searah jarum jam.
explain_order_seating = Yang bergabung pertama mulai duluan.
explain_partners = Pasangan duduk berhadapan dan menang bersama.
explain_war = Perang: bidak yang dimakan keluar dari permainan; yang bertahan terakhir menang (setelah { $rounds } ronde, pemilik bidak terbanyak menang).
explain_play_to_end = Permainan berlanjut sampai semua peringkat ditentukan.
explain_first_home_wins = Yang pertama membawa semua bidaknya ke { $home ->
    [goal] finis
   *[home] kotak finis
} menang.

## Catatan langkah (di bawah papan)

who_colour = { $name } ({ $colour })
log_order_roll = { $who } dapat { $value } untuk menentukan siapa yang mulai
log_begins = { $who } mulai
log_rolled = { $who } dapat { $value }
log_retry = { $who } mencoba lagi (percobaan { $value } dari 3)
log_entered = { $who } mengeluarkan bidak { $piece }
log_moved = { $who } menjalankan bidak { $piece }
log_home = { $who }: bidak { $piece } sampai di finis
log_captured = { $who } memakan bidak { $victim_piece } milik { $victim }
log_own_capture = { $who } memulangkan bidak { $victim_piece } miliknya sendiri
log_blocked = { $who } membuat blokade
log_passed = { $who } tidak bisa jalan
log_bonus = { $who } melempar lagi
log_third_six = { $who } dapat 6 tiga kali berturut-turut: giliran selesai
log_huffed = { $seat } meniup bidak { $piece } milik { $who }
log_finished = { $who } sudah membawa semua bidak ke finis
log_placed = { $seat } meraih peringkat { $place }
log_eliminated = { $seat } tersingkir dari perang
log_won = { $seat } menang!
log_timed_out = Waktu { $seat } habis; bot yang memainkan gilirannya
log_away = { $seat } sedang AFK: komputer mengambil alih kursinya
log_back = { $seat } kembali

## Tombol langkah ($piece adalah nomor bidak): paling banyak 40 karakter dengan nama 20
## karakter, supaya layar ponsel menampilkannya utuh (Discord memotong di 80)

move_pass = Lewati giliran
move_hits_own = { $piece } pulangkan bidak sendiri
move_captures = { $piece } makan { $victim }
move_captures_lap = { $piece } makan { $victim }, +1 putaran
move_enters = { $piece } keluar
move_home = { $piece } → finis
move_block = { $piece } buat blokade
move_bounces = { $piece } mundur
move_steps = { $piece } maju { $steps } kotak

## Kata-kata di gambar papan (spanduk)

picture_player = Pemain { $number }
picture_nobody = Tak seorang pun
picture_wins = { $count ->
   *[other] { $who } menang!
}
picture_order = { $who } ({ $letter }) lempar dadu untuk mulai
picture_move = { $who } ({ $letter }) jalan
picture_roll = { $who } ({ $letter }) lempar dadu
picture_place = { $place }: { $who }

## Halaman papan langsung (di peramban, dalam bahasa penonton)

web-title = Ludo, permainan #{ $game }: papan langsung
web-board = Papan permainan
web-roll = Lempar dadu
web-moves = Langkahmu
web-log = Riwayat langkah
web-players = Pemain
web-pace = Tempo: { $pace }
web-time-left = Sisa waktu: { $time }
web-viewers = Penonton: { $count }
web-watching = Kamu sedang menonton permainan ini.
web-you-play = Warnamu: { $colour }
web-your-turn = Giliranmu!
web-connecting = Menghubungkan…
web-reconnecting = Koneksi terputus: menghubungkan ulang…
web-places = Peringkat akhir
web-computer = komputer, { $level }
web-away = sedang pergi: komputer yang bermain
web-you-away = Kamu sedang pergi: komputer memainkan giliranmu sampai kamu kembali.
web-host = tuan rumah
web-die = Dadu menunjukkan { $value }
web-piece-yard = { $colour }: bidak { $piece }, di kandang
web-piece-track = { $colour }: bidak { $piece }, di kotak { $square }
web-piece-home = { $colour }: bidak { $piece }, di kotak finis
web-piece-goal = { $colour }: bidak { $piece }, di finis
web-piece-out = { $colour }: bidak { $piece }, keluar dari permainan
web-piece-move = { $piece }: { $move }
web-ended = Permainan diakhiri tanpa hasil.
## Kata-kata pada gambar klasemen (sebuah turnamen)

standings_heading = Klasemen
standings_after = Setelah babak { $round } dari { $rounds }
standings_final = Klasemen akhir
standings_player = Pemain
standings_points = Poin
standings_opponents = Poin lawan
standings_wins = Menang
standings_games = Main
standings_more = …dan { $count } lainnya

## Permainan dan tombolnya (balasan pribadi, dalam bahasa yang menekan)

no_game = Tidak ada permainan #{ $game } di sini.
no_game_here = Tidak ada permainan di saluran ini: mulai dengan /ludo baru.
damaged = Data tersimpan permainan ini rusak; admin bisa mengakhirinya dengan /ludo akhiri.
other_channel = Tombol itu milik permainan #{ $game }, yang dimainkan di saluran lain.
already_started = Permainan ini sudah dimulai: papan di atas yang berlaku sekarang.
lobby_closed = Meja ini sudah ditutup.
lobby_changed = Meja berubah di saat yang sama: kartunya sudah diperbarui; coba lagi.
already_in = Kamu sudah ikut permainan ini.
full = Permainan ini sudah penuh.
not_in = Kamu tidak ikut permainan ini.
host_cannot_leave = Tuan rumah tidak bisa keluar; batalkan saja permainannya.
host_only = Hanya tuan rumah yang bisa { $action }.
action_computer = menambah pemain komputer
action_kick = mengeluarkan pemain
action_rules = mengubah aturan permainan ini
action_start = memulai permainan
action_cancel = membatalkan permainan
no_seat = Kursi itu tidak ada.
too_few = Permainan butuh setidaknya 2 pemain: ajak seseorang bergabung atau tambahkan komputer.
unknown_button = Tombol itu tidak dikenal.
join_first = Bergabunglah dulu, lalu pilih warnamu.
bad_colour = Pilih salah satu dari { $colours }, bukan { $colour }.
colour_taken = { $name } sudah memakai warna { $colour }.
rules_players = Aturan ini tidak bisa dipakai untuk { $players } pemain: { $option }: { $why }.
not_started = Permainan ini belum dimulai.
closed = Permainan ini sudah selesai: kartunya menunjukkan bagaimana berakhirnya.
over = Permainan ini sudah selesai.
out_of_date = Papan itu sudah usang: sekarang papan menunjukkan keadaan terkini.
dice_hash = -# Dadu yang bisa dibuktikan adil: SHA-256 dari seed adalah `{ $hash }`; seed ditampilkan saat permainan selesai.
dice_seed = -# Seed dadu `{ $seed }`: periksa setiap lemparan dengan /ludo verifikasi atau `ludobot verify`.
export_caption = Permainan #{ $game } sebagai JSON: periksa dadunya dengan `ludobot verify` pada berkas ini.
no_seed = Permainan #{ $game } tidak dimainkan dengan dadu yang bisa dibuktikan adil (dimulai sebelum fitur itu ada).
verify_holds = Permainan #{ $game }: { $rolls ->
    [1] satu-satunya lemparannya
   *[other] semua { $rolls } lemparannya
} berasal dari seed yang dibuka. ✅
    -# SHA-256 dari seed yang dibuka adalah `{ $hash }`: itu harus sama dengan hash yang ditampilkan papan pertama permainan.
verify_seed_not_revealed = Permainan #{ $game } masih berjalan: seed-nya ditampilkan saat selesai.
verify_bad_seed = Permainan #{ $game }: seed yang tersimpan rusak.
verify_seed_hash_differs = Permainan #{ $game }: seed tidak cocok dengan hash yang ditampilkan. ❌
verify_roll_differs = Permainan #{ $game }: lemparan ke-{ $roll } tidak sesuai dengan seed. ❌
    -# SHA-256 dari seed yang dibuka adalah `{ $hash }`: itu harus sama dengan hash yang ditampilkan papan pertama permainan.
verify_illegal_action = Permainan #{ $game }: aksi ke-{ $action } tidak bisa dimainkan ulang. ❌
    -# SHA-256 dari seed yang dibuka adalah `{ $hash }`: itu harus sama dengan hash yang ditampilkan papan pertama permainan.
dice_title = **Dadu permainan #{ $game }** (mata 1 sampai 6):
dice_line = { $name }: { $rolls } lemparan: { $faces } · { $sixes }× angka 6 · uji keadilan: p = { $p }
dice_game_p = Seluruh permainan: uji keadilan, p = { $p } (di bawah 0,001 patut dicurigai).
dice_no_rolls = Belum ada yang melempar di permainan #{ $game }.
dice_server = 1.000 permainan terakhir server ini: { $rolls } lemparan, uji keadilan: p = { $p }.
dice_server_none = Belum ada yang melempar dadu di server ini.
dice_server_label = Server ini
stopping = Bot sedang dimulai ulang: tunggu sebentar, lalu tekan lagi.
already_done = Sudah dilakukan: papan menunjukkan keadaan terkini.
move_gone = Langkah itu sudah tidak mungkin: papan menunjukkan langkah yang ada sekarang.
cannot_huff = Kamu tidak bisa meniup sekarang.
huff_others = { $name } melewatkan kesempatan makan: hanya pemain lain yang boleh meniup.
not_your_turn = Sekarang giliran { $name }.
not_a_player = Kamu tidak ikut permainan ini; sekarang giliran { $name }.
move_first = Pilih langkah dulu.
illegal = Itu tidak diizinkan sekarang.
board_below = Beres; papan terkini ada di bawah: { $url }
behind_below = Papan itu sudah usang; papan terkini ada di sini: { $url }

## Akhir, tanding ulang, tayangan ulang

already_over = Permainan ini sudah selesai.
end_not_allowed = Hanya tuan rumah atau yang punya izin Kelola Saluran yang boleh mengakhiri permainan ini.
changed_meanwhile = Permainan berubah saat itu juga; coba lagi.
damaged_ended = Permainan yang rusak sudah ditutup.
confirm_end = Akhiri permainan #{ $game } untuk semua? Ini tidak bisa dibatalkan.
end_done = Permainan #{ $game } sudah diakhiri.
end_used = Permainan #{ $game }: konfirmasi ini sudah dipakai.
rematch_players_only = Hanya pemain permainan ini yang bisa minta tanding ulang.
rematch_exists = Saluran ini sudah punya permainan baru.
rematch_open = Meja tanding ulang terbuka di bawah: tekan Mulai kalau semua sudah siap.
never_started = Permainan #{ $game } tidak pernah dimulai, jadi tak ada yang bisa ditayangkan.
still_running = Permainan #{ $game } masih berjalan: tayangan ulangnya ada setelah selesai.
no_finished = Belum ada permainan di sini yang selesai.
replay_failed = Maaf, tayangan ulang tidak bisa dibuat.
replay_too_big = Maaf, tayangan ulang permainan ini terlalu panjang untuk diunggah di sini.
replay_upload_failed = Maaf, tayangan ulang tidak bisa diunggah.
replay_caption = Tayangan ulang permainan #{ $game }
replay_caption_highlights = Sorotan permainan #{ $game }: bidak dimakan dan sampai finis
replay_caption_last = Langkah terakhir permainan #{ $game }

## Balasan perintah

channel_busy = Saluran ini sudah punya permainan: { $url }
game_open = Permainan #{ $game } milikmu sudah dibuka: tekan Mulai kalau semua sudah masuk.
here_is_board = Ini papannya: { $url }
no_game_in_channel = Tidak ada permainan di saluran ini.
need_manage = Mengubah aturan server butuh izin Kelola Server.
takes_yes_no = `yes` atau `no`
takes_timer = 30 sampai 86.400 detik, atau `off`
takes_language = `auto` atau salah satu dari { $languages }
takes_away = `computer`, `remove`, atau `off`
setting_seconds = { $seconds } dtk
setting_off = mati
setting_yes = ya
setting_no = tidak
setting_away_computer = komputer mengisi kursinya sampai pemainnya kembali
setting_away_remove = pemain dikeluarkan, komputer melanjutkan di kursinya
setting_name_turn_timer = Waktu tiap giliran
setting_name_language = Bahasa papan
setting_name_auto_move = Satu-satunya langkah yang mungkin langsung dijalankan
setting_name_ping = Sebut pemain yang mendapat giliran
setting_name_ping_after = Sebut hanya yang tidak menekan dalam
setting_name_away = Setelah 3 giliran berturut-turut kehabisan waktu
setting_name_pace = Tempo permainan baru
setting_name_takeover = Mengambil alih kursi
setting_takeover_host = tuan rumah mengonfirmasi
setting_takeover_anyone = siapa saja di obrolan, tanpa bertanya
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = Itu butuh izin berikut: { $permissions }.
guild_only = Ludo dimainkan di saluran server, bukan di pesan langsung.
rules_unreadable = Aturannya tidak bisa dibaca: { $why }
stats = **{ $name }**: { $games } permainan, { $wins } kemenangan, rata-rata peringkat { $mean }, { $captures } kali makan.
stats_rating = Rating { $rating } (μ { $mu }; σ { $sigma }); berubah { $trend } dalam { $games ->
    [1] permainan ber-rating terakhir
   *[other] { $games } permainan ber-rating terakhir
}.
stats_rating_first = Rating { $rating } (μ { $mu }; σ { $sigma }) setelah permainan ber-rating pertama.
dice_description = Berapa kali tiap pemain melempar tiap mata dadu, dan dadu server
stats_colour = Warna favorit: { $colour }.
rated_line = { $rank }. { $who }: rating { $rating } dalam { $games } permainan
rated_computer = Komputer ({ $level })
leaderboard_empty = Belum ada yang menyelesaikan permainan di server ini.
leaderboard_title = Klasemen
help_new = **/ludo baru** membuka permainan; yang lain menekan **Gabung** (atau tuan rumah **Tambah komputer**) dan bisa memilih warna di menu; tuan rumah menekan **Mulai**.
help_turn = Saat giliranmu, tekan **Lempar dadu**, lalu tombol bidak yang mau dijalankan: angka di tombol adalah nomor di bidak.
help_commands = **/ludo papan** menampilkan papan lagi · **/ludo aturan** menjelaskan aturan · **/ludo akhiri** mengakhiri permainan.
help_record = **/ludo statistik**, **/ludo klasemen**, dan **/ludo putar-ulang** menampilkan riwayat permainan.
help_admins = Admin: **/ludo pengaturan** menentukan varian, aturan khusus, dan bahasa server.
help_presets = Varian: { $presets }.
config_show = Varian: **{ $preset_name }** (`{ $preset }`)
    Aturan khusus: { $overrides }
    { $settings }
no_house_rules = tidak ada
title_defaults = **Bawaan server**
title_preset_set = **Varian ditetapkan**
title_option_set = **{ $option } ditetapkan**
title_reset = **Pengaturan diatur ulang**
title_language_set = **Bahasa ditetapkan**
leaderboard_line = { $rank }. <@{ $user }>: { $wins } kemenangan dalam { $games } permainan
bad_input = Nilai untuk { $option } tidak bisa dipakai: { $why }
sorry = Ada yang salah di pihakku; permainan tersimpan seperti semula. Tunggu sebentar lalu coba lagi, atau tampilkan papan lagi dengan /ludo papan.
sorry_command = Ada yang salah di pihakku; tidak ada yang diubah. Tunggu sebentar lalu coba lagi.
store_error = Permainan tidak bisa disimpan barusan; tidak ada yang berubah. Coba lagi.
no_owner = Bagian bot yang menjalankan permainan ini sedang tidak berjalan; tidak ada yang berubah. Coba lagi sebentar lagi.
owner_silent = Bagian bot yang menjalankan permainan ini tidak menjawab tepat waktu. Langkahmu mungkin tetap dihitung: lihat papan dulu sebelum menekan lagi.
owner_unreachable = Langkahmu tidak sampai ke bagian bot yang menjalankan permainan ini; tidak ada yang berubah. Coba lagi sebentar lagi.
bot_needs_permissions = Aku butuh izin berikut di saluran ini: { $permissions }.
permission_view_channel = Lihat Saluran
permission_send_messages = Kirim Pesan
permission_send_messages_in_threads = Kirim Pesan di Utas
permission_embed_links = Sematkan Tautan
permission_attach_files = Lampirkan File
permission_read_message_history = Baca Riwayat Pesan
permission_add_reactions = Tambahkan Reaksi
permission_use_application_commands = Gunakan Perintah Aplikasi
permission_manage_messages = Kelola Pesan
permission_manage_channels = Kelola Saluran
permission_manage_guild = Kelola Server
commands_changed = Perintah bot baru saja berubah: tunggu semenit sampai Discord menampilkan yang baru, lalu coba lagi.
command_refused = Perintah itu tidak bisa dipakai di sini.

## Aturan dan pengaturan (nama dan nilai opsi tetap seperti diketik: capture=no)

unknown_preset = Varian { $preset } tidak dikenal; pilih salah satu dari { $presets }.
bad_setting = { $setting } menerima { $takes }, bukan { $value }.
bad_rules = Aturan itu tidak bisa dipakai: { $option }: { $why }.
rules_clash_preset = { $option } { $value } tidak cocok dengan { $preset_name }, yang menetapkan { $other } { $other_value }; untuk tetap memainkannya tambahkan { $fix }.
unknown_option = { $option } bukan opsi aturan; opsinya adalah { $options }.
rule_format = Tulis setiap aturan sebagai NAMA=NILAI, bukan { $token }.
repeated_option = { $option } diberikan dua kali: sisakan yang kamu maksud saja.
rule_token = { $token } bukan varian ({ $presets }) dan bukan NAMA=NILAI.
repeated_preset = Ada dua varian, { $first } dan { $second }: sisakan yang kamu maksud saja.
repeated_value = { $option } menyebut { $value } dua kali: tulis setiap nilai sekali saja.
setting_not_rule = { $option } adalah pengaturan server, bukan aturan: admin mengaturnya dengan `/ludo pengaturan atur`.
nothing_typed = (kosong)

## Baris untuk semua (kaki meja dan pemberitahuan)

opened = { $name } membuka permainan.
joined = { $name } bergabung.
left = { $name } meninggalkan meja.
computer_joined = { $name } (komputer, { $level }) bergabung.
bad_level = Tidak ada tingkat komputer { $level }: pilih salah satu dari { $levels }.
too_many_computers = { $computers } pemain komputer tidak muat: meja ini punya tempat untuk { $most } selain kamu.
removed = { $name } dikeluarkan.
rules_set = Aturan: { $preset_name } · aturan khusus: { $overrides }.
started = Permainan dimulai!
cancelled = Permainan dibatalkan.
any_colour = { $name } main warna apa saja.
colour_chosen = { $name } main warna { $colour }.
timed_out = Waktu { $name } habis.
away = Waktu { $name } habis 3 giliran berturut-turut: komputer (tingkat sedang) mengisi kursinya sampai dia menekan Aku kembali atau mengetik /ludo gabung.
away_removed = Waktu { $name } habis 3 giliran berturut-turut dan dia dikeluarkan: komputer mengisi kursinya sampai akhir.
back = { $name } kembali dan memainkan gilirannya sendiri lagi.
not_away = Tidak ada yang bermain untukmu: kursimu tidak ditandai AFK.
removed_for_good = Kamu dikeluarkan dari permainan ini karena waktumu terlalu sering habis: komputer mengisi kursimu sampai akhir.
away_press_back = Komputer memainkan giliranmu selama kamu AFK: tekan Aku kembali (atau /ludo gabung) dulu.
not_in_game = Kamu tidak punya kursi di permainan ini.
ended = Permainan diakhiri oleh { $name }.
rematch = { $name } minta tanding ulang: tekan Mulai kalau sudah siap.
moved_down = Papan ini pindah ke bawah: { $url }

## Kartu (meja dan papan)

lobby_title = ## Ludo: permainan baru
lobby_rules = **Aturan:** { $summary }
lobby_how = Tekan **Gabung** untuk mengambil kursi; tuan rumah menekan **Mulai** (2 pemain atau lebih).
seats = **Kursi { $taken }/{ $most }**
nobody_yet = belum ada
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · komputer, { $level }
seat_host = · tuan rumah
choose_level = Tambah pemain komputer: pilih tingkatnya
level_easy_about = Pemula: sering menjalankan bidak mana saja.
level_normal_about = Pemain mantap: makan, mengeluarkan bidak, memajukan bidak terdepan.
level_hard_about = Menimbang risiko setiap langkah. Yang terkuat.
footer_game = -# Permainan #{ $game }
footer_round = -# Permainan #{ $game } · ronde { $round }
turn_head = ## Giliran { $name } ({ $colour })
ask_thinking = { $who } sedang berpikir…
ask_away = { $who } sedang AFK: komputer bermain menggantikannya…
ask_order = { $who }, lempar dadu untuk giliran pertama.
ask_move = { $who }, pilih langkah.
ask_roll = { $who }, giliranmu melempar.
wins_one = ## 🏆 { $who } menang!
wins_many = ## 🏆 { $who } menang!
place_line = Peringkat { $place }: { $who }
huff_label = Tiup bidak { $piece } milik { $name }
label_join = Gabung
label_leave = Keluar
label_start = Mulai
label_cancel = Batal
label_computer = Tambah komputer
label_rules = Aturan…
label_roll = 🎲 Lempar dadu
label_rematch = Tanding ulang
label_replay = Tayangan ulang GIF
label_end = Ya, akhiri permainan
label_any_colour = Warna apa saja
label_back = Aku kembali
choose_colour = Pilih warnamu
board_description = Papan permainan
# Nama berkas gambar, tanpa ".png": hanya huruf ASCII, angka, dan tanda hubung.
file_board = papan
file_dice = dadu
last_roll = Lemparan terakhir: **{ $roll }**
nobody_rolled = Belum ada yang melempar.
your_turn = { $mention }, giliranmu di permainan #{ $game }.

## Formulir aturan (tombol Aturan… milik tuan rumah)

form_title = Aturan permainan ini
form_preset = Varian
form_rules = Aturan khusus
form_rules_hint = Pasangan NAMA=NILAI; /ludo aturan menjelaskan artinya

## Mengapa aturan ditolak (di dalam bad_rules)

rule_invalid = tidak mungkin
rule_not_yes_no = harus `yes` atau `no`, bukan { $value }
rule_not_a_choice = { $value } bukan salah satu dari { $choices }
rule_not_in_range = { $value } tidak di antara { $low } dan { $high }
rule_unknown_preset = tidak ada varian { $preset }; pilih salah satu dari { $presets }
rule_unknown_option = opsi itu tidak ada; opsinya adalah { $options }
rule_war_play_to_end = `war` tidak bisa digabung dengan `play_to_end` (dalam perang tak ada yang finis)
rule_extra_lap_forced = `capture_extra_lap` butuh `forced_capture=strict` atau `forced_capture=huff`
rule_bonus_three_tries = `three_tries_bonus` butuh `three_tries`
rule_home_walled = `home_moves=no` bersama `home_jump=no` di kotak finis akan menutup kotak terdalam untuk selamanya
rule_players_range = { $players } pemain: permainan ini untuk 2 sampai 6 pemain
rule_board_too_small = { $board } punya { $colours } warna, terlalu sedikit untuk { $used }; pakai `classic6`
rule_board_too_small_any = { $board } punya { $colours } warna, terlalu sedikit untuk { $used }
rule_partners_odd = pasangan butuh jumlah kursi genap, bukan { $used }
rule_partners_four = pasangan butuh dua tim: setidaknya empat warna bermain
rule_partners_one_colour = dengan pasangan, tiap pemain memainkan satu warna, bukan dua
rule_partners_opposite = pasangan duduk berhadapan: tiap warna butuh warna di seberangnya ikut bermain
rule_two_colours_each = { $players } pemain tidak bisa masing-masing memainkan dua warna di papan ini
rule_players_or_seating = berikan jumlah pemain atau susunan duduk
rule_players_seats = { $players } pemain untuk { $seats } kursi
rule_seat_colours = tiap kursi butuh warnanya sendiri dari { $board }
rule_seat_needs_colour = tiap kursi butuh satu warna
rule_colour_not_in_play = warna { $colour } tidak bermain
rule_colour_pieces = warna { $colour } butuh empat bidak

## `ludobot verify` (baris perintah)

cli_verify_holds = cocok: { $rolls ->
    [1] satu-satunya lemparan
   *[other] semua { $rolls } lemparan
} berasal dari seed yang dibuka, dan setiap aksi sah
cli_verify_seed_not_revealed = belum bisa diperiksa: seed dibuka saat permainan selesai
cli_verify_bad_seed = seed yang dibuka bukan 32 byte heksadesimal
cli_verify_seed_hash_differs = seed yang dibuka tidak cocok dengan hash yang ditampilkan di awal
cli_verify_roll_differs = lemparan ke-{ $roll } (aksi ke-{ $action }) tidak sesuai dengan seed
cli_verify_illegal_action = aksi ke-{ $action } tidak sah dalam permainan yang diulang
cli_export_unreadable = berkas tidak bisa dibaca sebagai teks
cli_export_not_json = bukan JSON (baris { $line }, kolom { $column })
cli_export_not_export = bukan ekspor permainan ludobot (format { $format })
cli_export_malformed = bidang { $field } hilang atau salah bentuk
cli_export_rules = aturan atau kursinya tidak sah: { $why }
cli_export_action = aksi ke-{ $action } tidak bisa dimainkan
cli_verify_hash = SHA-256 dari seed yang dibuka: { $hash } (harus sama dengan hash yang ditampilkan papan pertama permainan)

## Perintah garis miring (nama: 1–32 karakter, huruf kecil, tanpa spasi; deskripsi paling banyak 100)

cmd-ludo = ludo
cmd-ludo-desc = Main Ludo dan permainan sejenisnya
cmd-ludo-new = baru
cmd-ludo-new-desc = Buka permainan baru di saluran ini: yang lain bergabung lewat tombol.
cmd-ludo-new-preset = varian
cmd-ludo-new-preset-desc = Varian yang dimainkan (bawaan: milik server)
cmd-ludo-new-rules = aturan
cmd-ludo-new-rules-desc = Aturan khusus untuk permainan ini, misalnya capture=no six_again=yes
cmd-ludo-new-players = pemain
cmd-ludo-new-players-desc = Kursi di meja, 2 sampai 6 (bawaan: sebanyak yang ada di papan)
cmd-ludo-new-computers = komputer
cmd-ludo-new-computers-desc = Pemain komputer yang langsung duduk, 0 sampai 5 (bawaan: tidak ada)
cmd-ludo-new-level = tingkat
cmd-ludo-new-level-desc = Tingkat pemain komputer itu (bawaan: sedang)
cmd-ludo-join = gabung
cmd-ludo-join-desc = Ambil kursi di permainan terbuka di saluran ini, atau ambil lagi kursimu setelah AFK.
cmd-ludo-leave = keluar
cmd-ludo-leave-desc = Lepaskan kursimu: sebelum dimulai, atau di permainan yang berjalan (komputer mengambil alih).
cmd-ludo-start = mulai
cmd-ludo-start-desc = Mulai permainan di saluran ini (tuan rumah).
cmd-ludo-board = papan
cmd-ludo-board-desc = Tampilkan lagi papan terkini di bagian bawah saluran.
cmd-ludo-rules = aturan
cmd-ludo-rules-desc = Aturan permainan di saluran ini (atau bawaan server) dengan kata-kata sederhana.
cmd-ludo-stats = statistik
cmd-ludo-stats-desc = Permainan, kemenangan, peringkat, dan berapa kali makan, di sini dan di semua tempat.
cmd-ludo-stats-member = anggota
cmd-ludo-stats-member-desc = Statistik siapa (bawaan: milikmu)
cmd-ludo-leaderboard = klasemen
cmd-ludo-leaderboard-desc = Pemain terbaik di sini menurut rating keahlian (OpenSkill), termasuk tingkat komputer.
cmd-ludo-replay = putar-ulang
cmd-ludo-replay-desc = Permainan yang selesai sebagai GIF animasi: utuh, sorotannya, atau akhirnya.
cmd-ludo-replay-game = permainan
cmd-ludo-replay-game-desc = Nomor permainan (bawaan: permainan terakhir yang selesai di sini)
cmd-ludo-replay-part = bagian
cmd-ludo-replay-part-desc = Seluruh permainan (bawaan), sorotannya, atau 30 langkah terakhir
cmd-ludo-export = ekspor
cmd-ludo-export-desc = Permainan sebagai berkas JSON: aturan, kursi, setiap aksi, dan seed dadu setelah selesai.
cmd-ludo-export-game = permainan
cmd-ludo-export-game-desc = Nomor permainan (bawaan: permainan terakhir yang selesai di sini)
cmd-ludo-verify = verifikasi
cmd-ludo-verify-desc = Hitung ulang setiap lemparan permainan yang selesai dari seed dadu yang dibuka.
cmd-ludo-verify-game = permainan
cmd-ludo-verify-game-desc = Nomor permainan (bawaan: permainan terakhir yang selesai di sini)
cmd-ludo-dice = dadu
cmd-ludo-dice-desc = Berapa kali tiap pemain melempar tiap mata dadu, dengan uji keadilan khi-kuadrat.
cmd-ludo-dice-game = permainan
cmd-ludo-dice-game-desc = Nomor permainan (bawaan: permainan di sini, atau yang terakhir selesai)
cmd-ludo-help = bantuan
cmd-ludo-help-desc = Cara bermain dengan bot ini.
cmd-ludo-end = akhiri
cmd-ludo-end-desc = Akhiri permainan di saluran ini (tuan rumah, atau yang punya izin Kelola Saluran).
cmd-ludo-config = pengaturan
cmd-ludo-config-desc = Aturan bawaan: milik server ini (Kelola Server), atau milikmu di luar server
cmd-ludo-config-show = lihat
cmd-ludo-config-show-desc = Aturan bawaan server ini.
cmd-ludo-config-preset = varian
cmd-ludo-config-preset-desc = Pilih varian bawaan server.
cmd-ludo-config-preset-preset = varian
cmd-ludo-config-preset-preset-desc = Varian yang dimainkan permainan baru di server ini
cmd-ludo-config-set = atur
cmd-ludo-config-set-desc = Tetapkan satu aturan khusus untuk permainan baru di server ini.
cmd-ludo-config-set-option = opsi
cmd-ludo-config-set-option-desc = Opsi aturan, atau { $settings }
cmd-ludo-config-set-value = nilai
cmd-ludo-config-set-value-desc = Nilainya, misalnya yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = atur-ulang
cmd-ludo-config-reset-desc = Kembali ke klasik Jerman tanpa aturan khusus.
cmd-ludo-config-language = bahasa
cmd-ludo-config-language-desc = Bahasa papan, meja, dan catatan langkah server ini.
cmd-ludo-config-language-language = bahasa
cmd-ludo-config-language-language-desc = auto: bahasa server sendiri (Pengaturan Server, Komunitas)

## Pilihan di menu perintah (paling banyak 100 karakter)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = seluruh permainan
choice-highlights = sorotan: bidak dimakan dan sampai finis
choice-last-30 = 30 langkah terakhir
choice-auto = otomatis: bahasa server

## Obrolan tempat bot hanya bisa menjawab (DM grup, DM antarteman, server tanpa bot)

external_apps_off = Server ini tidak mengizinkan aplikasi yang dipasang anggotanya menjawab secara publik ("Gunakan Aplikasi Eksternal" dimatikan), jadi tak ada orang lain yang bisa melihat permainannya. Main di DM atau DM grup, atau minta admin server menambahkan bot.
footer_as_of = -# Diperbarui { $at }: di sini papan berubah saat seseorang menekan tombol.
card_waits = Papan di sini akan menampilkannya begitu ada yang menekan tombol lagi, atau lewat /ludo papan.
board_failed = Papan tidak bisa ditampilkan di sini; tunggu sebentar lalu coba /ludo papan lagi.
stats_everywhere = Di semua tempat: { $games } permainan, { $wins } kemenangan, rata-rata peringkat { $mean }, { $captures } kali makan.

## Tempo, pesan langsung "giliranmu", permainanku

# Tempo permainan: real-time (pengatur waktu giliran bawaan, untuk tiap langkah) atau jam
# yang dimiliki seseorang untuk satu giliran penuh.
pace_live = real-time
pace_1h = 1 jam per giliran
pace_12h = 12 jam per giliran
pace_24h = 24 jam per giliran
pace_72h = 72 jam per giliran
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Tempo: berapa lama setiap giliran boleh berlangsung
lobby_pace = **Tempo:** { $pace }
# $at: stempel waktu Discord ("dalam 5 jam").
card_pace = -# Tempo: { $pace } · waktu habis { $at }
card_pace_untimed = -# Tempo: { $pace }
pace_set = Tempo sekarang { $pace }.
bad_pace = Tidak ada tempo { $pace }: pilih salah satu dari { $paces }.
action_pace = mengubah tempo permainan ini
takes_pace = `live`, `1h`, `12h`, `24h`, atau `72h`
takes_dm = `slow`, `always`, atau `never`
# Pesan langsung untuk orang yang sedang giliran; $url: tautan ke papan.
dm_turn = Giliranmu di permainan #{ $game }: { $url }
dm_turn_ends = Giliranmu di permainan #{ $game }: { $url } (waktu habis { $at })
dm_reminder = Pengingat: waktumu di permainan #{ $game } habis { $at }: { $url }
dm_your_move = Pilih langkahmu di permainan #{ $game }: { $url }
dm_played = Selesai di permainan #{ $game }: { $url }
dm_turn_over = Giliran ini di permainan #{ $game } sudah lewat: { $url }
dm_set = Pesan langsung saat giliranmu: { $when }.
dm_unreachable = Discord menolak pesan “giliranmu” terakhir yang dikirim bot kepadamu (pesan langsungmu tertutup untuknya, atau bot diblokir), jadi bot berhenti mencoba untuk sementara. Karena kamu sudah memakai bot lagi, pesan untuk giliranmu berikutnya akan dicoba lagi.
dm_when_slow = di permainan lambat
dm_when_always = di setiap permainan
dm_when_never = tidak pernah
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Permainanmu
mygames_yours = **Giliranmu** · permainan #{ $game } · { $pace } · { $url }
mygames_other = Giliran { $name } · permainan #{ $game } · { $pace } · { $url }
mygames_lobby = Meja · permainan #{ $game } · { $pace } · { $url }
mygames_ends = waktu habis { $at }
no_games = Kamu tidak sedang ikut permainan apa pun.
cmd-ludo-new-pace = tempo
cmd-ludo-new-pace-desc = Berapa lama setiap giliran boleh berlangsung (bawaan: milik server ini)
cmd-ludo-dm = dm
cmd-ludo-dm-desc = Kapan bot memberitahumu secara pribadi bahwa sekarang giliranmu.
cmd-ludo-dm-when = kapan
cmd-ludo-dm-when-desc = Di permainan lambat (bawaan), di setiap permainan, atau tidak pernah
cmd-ludo-mygames = permainanku
cmd-ludo-mygames-desc = Semua permainan yang kamu ikuti, yang sedang giliranmu lebih dulu.
cmd-ludo-gender = tata-bahasa
cmd-ludo-gender-desc = Bentuk kalimat tentangmu bila bahasanya membedakan gender (orang lain hanya melihat kalimatnya).
cmd-ludo-gender-form = bentuk
cmd-ludo-gender-form-desc = Feminin, maskulin, atau belum diatur (kata netral)
gender_set = Bentuk kalimat tentangmu: { $form }.
gender_form_unset = belum diatur (kata netral)
gender_form_feminine = feminin
gender_form_masculine = maskulin
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine`, atau `masculine`

## Kursi yang berpindah tangan

# Pemain keluar dari permainan yang berjalan; $computer: komputer yang mengambil kursinya.
left_running = { $name } keluar dari permainan: { $computer } mengambil kursinya.
# $seat: nomor kursi; $old: siapa yang tadinya memegangnya.
took_seat = { $name } mengambil alih kursi { $seat } dari { $old }.
seat_not_free = Kursi { $seat } milik { $name }: hanya kursi komputer, atau kursi pemain yang dikeluarkan, yang bisa diambil alih.
action_takeover = menyerahkan kursi
takes_takeover = `host` atau `anyone`
log_handover = { $seat } mengambil alih kursi
# Di bawah tayangan ulang: setiap serah terima, pada giliran saat terjadi.
replay_handover = Giliran { $turn }: { $new } mengambil alih kursi { $seat } dari { $old }.
# Seseorang meminta kursi kepada tuan rumah; tuan rumah menekan tombol untuk mengonfirmasi.
takeover_asked = { $name } meminta mengambil alih kursi { $seat } ({ $old }) di permainan #{ $game }: tuan rumah mengonfirmasi dengan tombol.
label_confirm_takeover = Serahkan kursi
cmd-ludo-takeover = ambil-alih
cmd-ludo-takeover-desc = Ambil alih kursi komputer di permainan yang berjalan di saluran ini (tuan rumah mengonfirmasi).
cmd-ludo-takeover-seat = kursi
cmd-ludo-takeover-seat-desc = Nomor kursi, seperti yang tercantum di meja

## Papan sebagai Aktivitas Discord (web/activity_routes.py, "Buka papan" di kartu)

label_open_board = Buka papan
web-activity-cannot-launch = Papan tidak bisa dibuka di dalam Discord di sini: /ludo papan memberimu tautannya untuk browser kamu.
web-activity-bad-request = Permintaan ini tidak berasal dari halaman papan.
web-activity-code-refused = Discord tidak menerima proses masuk. Tutup papan lalu buka lagi.
web-activity-token-refused = Sesi masuk Discord kamu sudah kedaluwarsa. Tutup papan lalu buka lagi.
web-activity-instance-unknown = Discord tidak mengenal Aktivitas ini. Tutup papan lalu buka lagi.
web-activity-other-channel = Aktivitas ini berjalan di saluran lain, bukan di saluran yang disebutkannya.
web-activity-not-in-instance = Kamu belum ikut Aktivitas ini: ikuti dulu dari salurannya.
web-activity-no-game = Belum ada permainan di saluran ini: buka satu di sana, lalu buka papan lagi.
web-activity-unreachable = Discord tidak menjawab. Coba lagi sebentar lagi.
web-activity-busy = Terlalu banyak permintaan dari sini: tunggu sebentar, lalu buka papan lagi.
web-activity-off = Di bot ini papan tidak bisa dibuka di dalam Discord.
web-activity-not-authorised = Papan perlu tahu siapa kamu: izinkan saat Discord meminta, atau main di kartu.
web-activity-failed = Papan tidak bisa dimulai di sini: /ludo papan memberimu tautannya untuk browser kamu.
## Turnamen (/ludo tournament): sistem Swiss dan sistem gugur di banyak meja

tournament_title = 🏆 Turnamen #{ $id }
tournament_format_swiss = Sistem Swiss: { $rounds } babak, semua pemain main di setiap babak
tournament_format_knockout = Sistem gugur: { $n ->
    [1] pemenang tiap meja lolos ke babak berikutnya
   *[other] { $n } pemain teratas tiap meja lolos ke babak berikutnya
}
tournament_tables_of = Meja { $seats } kursi · { $preset_name } · { $pace }
tournament_computers_yes = Komputer ({ $level }) mengisi kursi kosong
tournament_computers_no = Kursi kosong dibiarkan kosong
tournament_starts = Mulai <t:{ $when }:R>
tournament_signed_up = Terdaftar: { $count }/{ $most }
tournament_more = dan { $n } lagi
tournament_nobody = Belum ada yang daftar.
tournament_status = { $status ->
    [signup] **Pendaftaran dibuka**
    [running] **Sedang berlangsung**
    [paused] **Dijeda**
    [done] **Selesai**
   *[ended] **Dihentikan**
}
tournament_round = Babak { $round }
tournament_table_line = Meja { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = komputer
tournament_action = { $what ->
    [create] Dibuat oleh { $name }
    [start] Dimulai oleh { $name }
    [resume] Dilanjutkan oleh { $name }
    [pause] Dijeda oleh { $name }
    [drop] { $name } mengeluarkan seorang pemain dari turnamen
    [left_running] { $name } mundur: komputer bermain menggantikannya
    [replace] { $name } mengganti seorang pemain
    [end] Dihentikan oleh { $name }
    [round] Babak baru dimulai
    [done] Meja terakhir sudah selesai
    [no_place] Utas untuk sebuah meja tidak bisa dibuat: dijeda
    [reveal] Babak selesai: seed dadunya dibuka
   *[too_few] Pendaftar terlalu sedikit saat waktu mulai tiba
}
tournament_standings = Klasemen turnamen #{ $id } setelah babak { $round }
tournament_standing = { $rank }. { $name } — { $points } poin (poin lawan { $tiebreak }, { $played } meja)
tournament_podium = 🏆 Turnamen #{ $id } selesai!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = Babak { $round } · Meja { $table }
file_standings = klasemen
tournament_created = Pendaftaran turnamen #{ $id } sudah dibuka.
tournament_joined = Kamu sudah terdaftar di turnamen #{ $id }.
tournament_left = Kamu keluar dari turnamen #{ $id }.
tournament_going = Turnamen #{ $id } sudah dimulai.
tournament_paused = Turnamen #{ $id } dijeda: tidak ada babak baru sampai turnamen dilanjutkan.
tournament_dropped = Pemain itu dikeluarkan dari turnamen #{ $id }: komputer bermain menggantikannya.
tournament_replaced = Pemain baru menggantikan pemain yang tidak hadir.
tournament_ended = Turnamen #{ $id } dihentikan.
tournament_bad_format = Tidak ada format turnamen “{ $value }”: swiss atau knockout.
tournament_bad_size = Satu meja berisi 2 sampai 6 pemain, bukan { $value }.
tournament_bad_rounds = Sistem Swiss punya 1 sampai { $most } babak, bukan { $value }.
tournament_bad_advance = Dari tiap meja lolos 1 atau 2 pemain, dan harus lebih sedikit dari jumlah kursinya (bukan { $value }).
tournament_bad_maximum = Batas pemain antara 2 sampai { $most }, bukan { $value }.
tournament_bad_level = Tidak ada tingkat komputer “{ $value }”.
tournament_bad_preset = Tidak ada varian “{ $value }”.
tournament_past_start = Waktu mulai harus di masa depan.
tournament_none = Turnamen itu tidak ada.
tournament_none_here = Tidak ada turnamen di saluran ini.
tournament_organisers_only = Hanya penyelenggara, orang dengan izin Kelola Server, atau anggota peran penyelenggara turnamen yang bisa melakukan itu.
tournament_servers_only = Turnamen dimainkan di server yang punya bot ini, di saluran tempat bot bisa menulis.
tournament_needs_threads = Bot perlu izin Buat Utas Publik di saluran ini: setiap meja bermain di utasnya sendiri.
tournament_no_threads = Bot tidak bisa membuat utas untuk sebuah meja, jadi turnamen dijeda.
tournament_event_refused = Untuk membuat acara Discord, bot perlu izin Kelola Acara.
tournament_event_needs_start = Acara Discord perlu waktu mulai: sebutkan juga lama pendaftaran dalam menit.
tournament_exists = Kanal ini sudah punya turnamen.
tournament_signup_closed = Pendaftaran turnamen ini sudah ditutup.
tournament_already_in = Kamu sudah terdaftar.
tournament_full = Turnamen sudah penuh ({ $most } pemain).
tournament_not_in = Kamu tidak terdaftar di turnamen ini.
tournament_started = Turnamen sudah dimulai.
tournament_too_few = Turnamen perlu paling sedikit 2 pemain ({ $count } terdaftar).
tournament_not_running = Turnamen sedang tidak dimainkan.
tournament_not_entrant = Orang itu tidak bermain di turnamen ini.
tournament_replace_between = Pemain hanya bisa diganti sebelum turnamen dimulai, atau saat turnamen dijeda di antara dua babak.
tournament_over = Turnamen sudah selesai.
choice-swiss = sistem Swiss
choice-knockout = sistem gugur
cmd-ludo-tournament = turnamen
cmd-ludo-tournament-desc = Turnamen sistem Swiss dan sistem gugur di banyak meja
cmd-ludo-tournament-new = baru
cmd-ludo-tournament-new-desc = Buka turnamen di saluran ini untuk pendaftaran (Kelola Server).
cmd-ludo-tournament-new-format = sistem
cmd-ludo-tournament-new-format-desc = Sistem Swiss (semua main di setiap babak) atau sistem gugur
cmd-ludo-tournament-new-rounds = babak
cmd-ludo-tournament-new-rounds-desc = Swiss: berapa babak, 1 sampai 12 (bawaan: 3)
cmd-ludo-tournament-new-advance = lolos
cmd-ludo-tournament-new-advance-desc = Sistem gugur: berapa yang lolos dari tiap meja, 1 atau 2 (bawaan: 1)
cmd-ludo-tournament-new-size = ukuran
cmd-ludo-tournament-new-size-desc = Kursi di tiap meja, 2 sampai 6 (bawaan: 4)
cmd-ludo-tournament-new-preset = varian
cmd-ludo-tournament-new-preset-desc = Varian yang dimainkan (bawaan: varian server)
cmd-ludo-tournament-new-rules = aturan
cmd-ludo-tournament-new-rules-desc = Aturan rumah untuk semua meja, mis. capture=no six_again=yes
cmd-ludo-tournament-new-pace = tempo
cmd-ludo-tournament-new-pace-desc = Berapa lama setiap giliran boleh berlangsung (bawaan: tempo server)
cmd-ludo-tournament-new-computers = komputer
cmd-ludo-tournament-new-computers-desc = Komputer mengisi kursi kosong di meja (bawaan: ya)
cmd-ludo-tournament-new-level = tingkat
cmd-ludo-tournament-new-level-desc = Tingkat mereka, juga untuk komputer pengganti pemain yang dikeluarkan (bawaan: mudah)
cmd-ludo-tournament-new-signup = pendaftaran
cmd-ludo-tournament-new-signup-desc = Lama pendaftaran dalam menit sebelum mulai sendiri (bawaan: penyelenggara memulai)
cmd-ludo-tournament-new-maximum = batas
cmd-ludo-tournament-new-maximum-desc = Berapa orang boleh mendaftar, 2 sampai 512 (bawaan: 64)
cmd-ludo-tournament-new-event = acara
cmd-ludo-tournament-new-event-desc = Buat juga acara Discord untuk waktu mulai (perlu izin Kelola Acara)
cmd-ludo-tournament-join = daftar
cmd-ludo-tournament-join-desc = Daftar ke turnamen di saluran ini.
cmd-ludo-tournament-leave = keluar
cmd-ludo-tournament-leave-desc = Keluar dari turnamen di saluran ini (setelah dimulai, komputer bermain menggantikanmu).
cmd-ludo-tournament-start = mulai
cmd-ludo-tournament-start-desc = Tutup pendaftaran dan mainkan babak pertama, atau lanjutkan setelah jeda (penyelenggara).
cmd-ludo-tournament-pause = jeda
cmd-ludo-tournament-pause-desc = Tidak ada babak baru sampai turnamen dilanjutkan (penyelenggara).
cmd-ludo-tournament-drop = keluarkan
cmd-ludo-tournament-drop-desc = Keluarkan seorang pemain dari turnamen (penyelenggara).
cmd-ludo-tournament-drop-member = anggota
cmd-ludo-tournament-drop-member-desc = Siapa yang dikeluarkan: mulai sekarang komputer bermain menggantikannya
cmd-ludo-tournament-replace = ganti
cmd-ludo-tournament-replace-desc = Sebelum babak dimulai, seseorang menggantikan pemain yang tidak hadir (penyelenggara).
cmd-ludo-tournament-replace-member = anggota
cmd-ludo-tournament-replace-member-desc = Pemain yang tidak hadir
cmd-ludo-tournament-replace-by = pengganti
cmd-ludo-tournament-replace-by-desc = Siapa yang menggantikan, beserta poinnya
cmd-ludo-tournament-end = akhiri
cmd-ludo-tournament-end-desc = Akhiri turnamen sekarang; meja yang masih bermain selesai tanpa hasil (penyelenggara).
cmd-ludo-tournament-standings = klasemen
cmd-ludo-tournament-standings-desc = Klasemen turnamen di saluran ini.
cmd-ludo-tournament-pairings = pasangan
cmd-ludo-tournament-pairings-desc = Meja-meja babak ini, dengan pemain dan poin mereka.
pairing_tables = { $count } pemain di { $tables } meja berisi { $smallest } sampai { $largest } kursi (dipilih: { $size })
pairing_bye = { $names } libur babak ini: peringkat { $rank } dengan { $points } poin, { $before } kali libur sebelumnya
pairing_bye_seed = { $names } lolos tanpa bertanding: unggulan { $seed }
pairing_points = Meja { $table }: kelompok { $high } sampai { $low } poin
pairing_moved = Meja { $table }: { $names } dipindah ke sini dari meja { $from_table } agar lebih sedikit yang bertemu lagi
pairing_repeat = Meja { $table }: { $names } bertemu lagi (sudah { $times } kali bertemu); tidak ada susunan yang bisa menghindarinya
pairing_seed = Meja { $table }: { $names }, unggulan { $seed }
pairing_seat = Meja { $table }: { $names } jalan urutan ke-{ $seat } (sebelumnya { $last } kali jalan terakhir)
cmd-ludo-tournament-role = peran
cmd-ludo-tournament-role-desc = Tentukan peran yang anggotanya menyelenggarakan turnamen di sini (Kelola Server).
cmd-ludo-tournament-role-role = peran
cmd-ludo-tournament-role-role-desc = Anggotanya menyelenggarakan turnamen di sini (tidak ada: hanya Kelola Server)
tournament_role_set = Anggota { $role } sekarang boleh menyelenggarakan turnamen di sini.
tournament_role_cleared = Sekarang hanya yang punya izin Kelola Server yang menyelenggarakan turnamen di sini.
takes_role = sebuah peran di server ini
cmd-ludo-tournament-new-duplicate = dadu-sama
cmd-ludo-tournament-new-duplicate-desc = Dadu sama: semua meja dalam satu babak mendapat lemparan dadu yang sama (bawaan: tidak)
tournament_duplicate = Dadu sama: semua meja dalam satu babak mendapat lemparan yang sama, dari seed yang dibuka di akhir babak
tournament_seed = Seed dadu babak { $round }: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = Tautan ini tidak berlaku: minta yang baru dengan /ludo papan.
web_token_expired = Tautan ini sudah kedaluwarsa: minta yang baru dengan /ludo papan.
web_token_other_game = Tautan ini untuk permainan lain: tautan permainan ini bisa didapat dengan /ludo papan.
web_busy = Papan langsung sedang sibuk: tunggu sebentar, lalu coba lagi.
web_too_many_here = Terlalu banyak papan langsung terbuka dari alamatmu: tutup beberapa, lalu coba lagi.
web_game_full = Terlalu banyak orang yang menonton permainan ini: tunggu sebentar, lalu coba lagi.
web_too_big = Pesan itu terlalu panjang (paling banyak { $most } bita).
web_flood = Terlalu banyak klik sekaligus: tunggu sebentar.
web_malformed = Halaman mengirim sesuatu yang tidak dipahami bot: muat ulang halamannya.
web_spectator = Kamu sedang menonton: hanya pemain yang bisa menekan, dengan tautan yang diberikan bot secara pribadi (/ludo papan).
web_no_game = Permainan itu tidak ada.
web_private = Permainan ini ada di obrolan pribadi: buka dengan tautan yang diberikan bot kepadamu (/ludo papan di obrolan itu).
label_watch = Tonton langsung
board_live = Tautan pribadimu ke papan langsung (siapa pun yang memegangnya bermain sebagai kamu, jadi jangan dibagikan; kedaluwarsa { $at }): { $url }
dm_live = Main di papan langsung: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = poin
cmd-ludo-tournament-new-points-desc = Poin per peringkat, mulai dari juara, mis. 6,4,2,0 (meja lebih kecil membuang yang terakhir)
cmd-ludo-tournament-new-bye = libur
cmd-ludo-tournament-new-bye-desc = Poin untuk babak libur di sistem Swiss, 0 sampai 100 (bawaan: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Poin per peringkat: { $points } · babak libur: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = Di meja { $seats } kursi: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } bukan jumlah poin: tulis bilangan bulat, mulai dari peringkat pertama, mis. 6,4,2,0.
points_negative = Poin tidak boleh di bawah nol: { $value }.
points_too_large = Satu peringkat bernilai paling banyak { $most } poin, bukan { $value }.
# $count: how many values were given; $seats: the table's size.
points_count = Tulis poin untuk setiap { $seats } peringkat di satu meja, mulai dari yang pertama (kamu menulis { $count }).
# $points: the values as given, best first.
points_not_descending = Poin harus turun dari peringkat pertama sampai terakhir, dan peringkat pertama harus lebih besar dari yang terakhir: { $points }.
tournament_bad_bye = Babak libur bernilai 0 sampai { $most } poin, bukan { $value }.
