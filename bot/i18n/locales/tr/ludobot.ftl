# ludobot: Türkçe (Discord: tr).
#
# İngilizce kaynaktan çevrildi (locales/en/ludobot.ftl); aynı kimlikler ve { $placeholders }.
# Kızma Birader'in sözcükleri: piyon, kare, zar, yemek (rakip piyonu eve geri göndermek),
# ev (piyonların beklediği yer), çıkış karesi, hedef kareleri.
# - İsimlere ek gelmesin diye cümleler "{ $name } oyuncusu" ya da "Sıra: { $name }" gibi
#   kurulur (ünlü uyumu isme göre değişir).
# - Çoğul: CLDR one/other; sayıdan sonra Türkçede isim tekil kalır ("3 kare").
# - Komut adları (cmd-*): 1–32 karakter, küçük harf, boşluksuz; açıklamalar en çok 100.

## Sıra sayıları ve listeler

ordinal = { $n }.
list_or = { $first } veya { $second }
list_and = { $first } ve { $second }
list_more = { $first }, { $second }

## Varyantlar, tahtalar ve renkler

preset_madn = Kızma Birader
preset_mejn = Hollanda usulü
preset_ludo = Ludo
preset_fia = Fia
preset_marbles = Misketli tahta oyunu
board_classic4 = klasik artı biçimli tahta (40 kare, her renge 4 hedef karesi)
board_classic6 = altı renkli tahta (60 kare, her renge 4 hedef karesi)
board_cross4 = artı biçimli Ludo tahtası (52 kare, 5 karelik bitiş yolu ve ortak hedef)
colour_red = kırmızı
colour_yellow = sarı
colour_blue = mavi
colour_green = yeşil
colour_orange = turuncu
colour_purple = mor
# Her rengin tahtadaki ve banttaki işareti: bir ya da iki harf, hepsi farklı.
letter_red = K
letter_yellow = S
letter_blue = M
letter_green = Y
letter_orange = T
letter_purple = Mo
level_easy = kolay
level_normal = orta
level_hard = zor
level_random = rastgele
language_name = Türkçe
language_auto = sunucunun dili ({ $language })

## Kural seçenekleri (/ludo ayarlar belirle): her biri bir satır

option_board = yolun uzunluğu ve hedefin biçimi
option_entry_rolls = evden çıkış karesine piyon çıkaran zarlar
option_forced_entry = çıkış zarı gelince piyon çıkarmak zorunlu mu
option_clear_start = evde piyon beklerken çıkış karesi boşaltılmalı
option_start_pieces = oyun başında çıkış karesinde duran piyonlar
option_three_tries = hiçbir piyon yürüyemezken çıkış zarı için üç atış
option_three_tries_bonus = çıkış zarı üçüncü denemeden önce gelirse bir atış daha
option_six_again = 6 atan, hamleden sonra bir daha atar
option_six_again_without_move = kullanılamayan bir 6 da yeni atış hakkı verir
option_max_sixes = üst üste üçüncü 6 sırayı bitirir (0: kapalı)
option_own_landing = kendi piyonunun üstüne gelince ne olur
option_own_start_entry = own_landing=capture iken, çıkış karesinde kendi piyonun varken çıkış zarı: yeni piyon çıkar (eskisi eve döner) ya da o piyon ilerler
option_block_passing = 2 ya da daha fazla aynı renk piyonun kurduğu bloğu kim geçebilir
option_capture = rakibin üstüne gelen, onu evine geri gönderir
option_safe_start = kendi çıkış karesindeki piyonu kimse yiyemez
option_capture_at_turn_end = piyon yalnızca sırasını bitirdiği karede yer
option_forced_capture = yemek mümkünse yemek zorunludur
option_capture_extra_lap = yemek zorunluluğu, piyonu hedefinin önünden bir tur daha geçirse de geçerlidir
option_exact_home = piyon hedefe yalnızca tam zarla girer
option_overshoot = son hedef karesini aşan zar: geçersiz ya da geri sayılır
option_home_jump = hedefte piyonların üstünden atlanabilir
option_home_moves = hedefteki piyon içeride ilerleyebilir
option_must_move = yürüyebilen piyon varsa yürümek zorunludur
option_turn_order = kim başlar
option_play_to_end = ilk bitiren çıktıktan sonra oyun sürer
option_teams = ortaklar karşılıklı oturur ve birlikte kazanır
option_war = son kalan kazanır: yenilen piyonlar oyundan çıkar
option_war_rounds = savaşın en çok piyonu olan lehine bittiği tur sayısı

## /ludo kurallar: kurallar sade sözlerle

explain_head = { $preset_name }, { $board } üzerinde oynanır.
explain_entry = { $rolls } atan, evinden çıkış karesine bir piyon çıkarır.
explain_forced_always = Piyon çıkarmak, mümkün olduğu her durumda zorunludur.
explain_forced_no_piece = Piyon çıkarmak yalnızca yolda hiç piyonun yokken zorunludur.
explain_forced_never = Piyon çıkarmak isteğe bağlıdır.
explain_clear_start = Evde piyon beklerken önce çıkış karesi boşaltılmalıdır.
explain_start_pieces = Herkes bir piyonu çıkış karesinde hazır olarak başlar.
explain_three_tries = Yürütecek piyonun yoksa çıkış zarı için üç deneme hakkın olur.
explain_three_tries_bonus = Yürütecek piyonun yoksa çıkış zarı için üç deneme hakkın olur (erken gelirse bir atış daha).
explain_six_again = 6 atan bir daha atar.
explain_six_again_without_move = 6 atan, kullanamasa bile bir daha atar.
explain_max_sixes = Üst üste { $count }. kez gelen 6 sırayı hemen bitirir.
explain_landing_forbidden = Kendi piyonunun üstüne gelemezsin.
explain_landing_capture = Kendi piyonunun üstüne gelirsen onu eve geri gönderirsin.
explain_landing_stack = Kendi piyonların aynı karede durabilir.
explain_landing_block = Aynı karedeki iki piyonun blok kurar.
explain_own_start_enter = Çıkış zarı, çıkış karesinde kendi piyonun olsa bile yeni bir piyon çıkarır (eskisi eve döner).
explain_own_start_move_on = Çıkış karesinde kendi piyonun varsa, çıkış zarı o piyonu ilerletir.
explain_block_nobody = Bloğu kimse geçemez.
explain_block_opponents = Rakipler senin bloğunu geçemez; sen geçebilirsin.
explain_capture = Rakibin üstüne gelirsen onu yersin: evine geri döner.
explain_no_capture = Piyon yemek yoktur.
explain_safe_start = Kendi çıkış karesindeki piyon güvendedir.
explain_capture_at_turn_end = Piyon yalnızca sırasını bitirdiği karede yer.
explain_forced_capture_strict = Yemek mümkünse yemek zorunludur.
explain_forced_capture_huff = Yiyebileceğin bir piyonu yemezsen diğerleri senin bir piyonunu üfleyip eve gönderebilir.
explain_capture_extra_lap = Bu, yemek için hedefinin önünden geçip bir tur daha atmak gerekse de geçerlidir.
explain_exact_home = { $home ->
    [goal] Hedefe
   *[home] Hedef karelerine
} yalnızca tam zarla girilir.
explain_exact_home_bounce = { $home ->
    [goal] Hedefe
   *[home] Hedef karelerine
} yalnızca tam zarla girilir (fazlası geri sayılır).
explain_deepest_free = Büyük bir zar gelince piyon, { $home ->
    [goal] hedefin
   *[home] hedef karelerinin
} en içteki boş karesinde durur.
explain_home_jump = { $home ->
    [goal] Bitiş yolunda
   *[home] Hedef karelerinde
} piyonların üstünden atlanabilir.
explain_no_home_jump = { $home ->
    [goal] Bitiş yolunda
   *[home] Hedef karelerinde
} atlamak yoktur.
explain_home_stays = { $home ->
    [goal] Bitiş yolundaki
   *[home] Hedef karelerindeki
} piyon olduğu yerde kalır.
explain_may_pass = Yürümek yerine pas geçebilirsin.
explain_order_highest_roll = Herkes zar atar; en yüksek atan başlar.
explain_order_fixed_colours = Kırmızı başlar, sonra saat yönünde devam edilir.
explain_order_seating = İlk katılan başlar.
explain_partners = Ortaklar karşılıklı oturur ve birlikte kazanır.
explain_war = Savaş: yenilen piyonlar oyundan çıkar; son kalan kazanır ({ $rounds } turdan sonra en çok piyonu olan kazanır).
explain_play_to_end = Sıralama tamamen belli olana kadar oyun sürer.
explain_first_home_wins = Bütün piyonlarını { $home ->
    [goal] hedefe
   *[home] hedef karelerine
} ilk getiren kazanır.

## Hamle kaydı (tahtanın altında)

who_colour = { $name } ({ $colour })
log_order_roll = { $who } başlamak için { $value } attı
log_begins = { $who } başlıyor
log_rolled = { $who } { $value } attı
log_retry = { $who } yeniden deniyor (deneme { $value }/3)
log_entered = { $who } { $piece } numaralı piyonu çıkardı
log_moved = { $who } { $piece } numaralı piyonu yürüttü
log_home = { $who }: { $piece } numaralı piyon hedefte
log_captured = { $who }, { $victim } oyuncusunun { $victim_piece } numaralı piyonunu yedi
log_own_capture = { $who } kendi { $victim_piece } numaralı piyonunu eve gönderdi
log_blocked = { $who } blok kurdu
log_passed = { $who } hamle yapamıyor
log_bonus = { $who } bir daha atıyor
log_third_six = { $who } üçüncü 6'yı attı: sıra bitti
log_huffed = { $seat }, { $who } oyuncusunun { $piece } numaralı piyonunu üfledi
log_finished = { $who } bütün piyonlarını hedefe getirdi
log_placed = { $seat } { $place } oldu
log_eliminated = { $seat } savaştan elendi
log_won = { $seat } kazandı!
log_timed_out = { $seat } oyuncusunun süresi doldu; hamleyi bot yapıyor
log_away = { $seat } masada yok: yerine bir bilgisayar oynuyor
log_back = { $seat } geri döndü

## Hamle düğmeleri ($piece piyonun numarası): 20 karakterlik bir adla en çok 40 karakter,
## telefon tamamını göstersin diye (Discord 80'de keser)

move_pass = Pas
move_hits_own = { $piece } kendi piyonunu eve gönderir
move_captures = { $piece } yer → { $victim }
move_captures_lap = { $piece } yer → { $victim } (+1 tur)
move_enters = { $piece } evden çıkar
move_home = { $piece } → hedef
move_block = { $piece } blok kurar
move_bounces = { $piece } geri sayar
move_steps = { $piece } → { $steps ->
    [one] { $steps } kare
   *[other] { $steps } kare
}

## Tahta resmindeki sözler (bant)

picture_player = Oyuncu { $number }
picture_nobody = Kimse
picture_wins = { $count ->
    [one] { $who } kazandı!
   *[other] { $who } kazandı!
}
picture_order = { $who } ({ $letter }) başlamak için zar atıyor
picture_move = { $who } ({ $letter }) oynuyor
picture_roll = { $who } ({ $letter }) zar atıyor
picture_place = { $place } { $who }

## Canlı tahta sayfası (tarayıcıda, izleyenin dilinde)

web-title = Ludo, oyun #{ $game }: canlı tahta
web-board = Oyun tahtası
web-roll = Zar at
web-moves = Hamlelerin
web-log = Hamle geçmişi
web-players = Oyuncular
web-pace = Tempo: { $pace }
web-time-left = Kalan süre: { $time }
web-viewers = İzleyenler: { $count }
web-watching = Bu oyunu izliyorsun.
web-you-play = Rengin: { $colour }
web-your-turn = Sıra sende!
web-connecting = Bağlanıyor…
web-reconnecting = Bağlantı koptu: yeniden bağlanıyor…
web-places = Son sıralama
web-computer = bilgisayar, { $level }
web-away = uzakta: yerine bilgisayar oynuyor
web-you-away = Uzaktasın: sen dönene kadar sıralarını bir bilgisayar oynuyor.
web-host = masayı kuran
web-die = Zarda { $value } var
web-piece-yard = { $colour }: { $piece } numaralı piyon, evde
web-piece-track = { $colour }: { $piece } numaralı piyon, { $square } numaralı karede
web-piece-home = { $colour }: { $piece } numaralı piyon, bir hedef karesinde
web-piece-goal = { $colour }: { $piece } numaralı piyon, hedefte
web-piece-out = { $colour }: { $piece } numaralı piyon, oyun dışı
web-piece-move = { $piece }: { $move }
web-ended = Oyun sonuçsuz bitirildi.
## Puan durumu resmindeki sözler (bir turnuvanın)

standings_heading = Puan durumu
standings_after = Tur { $round }/{ $rounds } sonrası
standings_final = Son sıralama
standings_player = Oyuncu
standings_points = Puan
standings_opponents = Rakip puanı
standings_wins = Galibiyet
standings_games = Oyun
standings_more = … ve { $count } kişi daha

## Oyun ve düğmeleri (özel yanıtlar, düğmeye basanın dilinde)

no_game = Burada { $game } numaralı oyun yok.
no_game_here = Bu kanalda oyun yok: /ludo yeni ile bir tane başlat.
damaged = Bu oyunun kaydı bozuk; bir yönetici /ludo bitir ile oyunu kapatabilir.
other_channel = Bu düğme başka bir kanalda oynanan { $game } numaralı oyuna ait.
already_started = Bu oyun çoktan başladı: geçerli tahta artık yukarıdaki.
lobby_closed = Bu masa kapandı.
lobby_changed = Masa aynı anda değişti: mesaj şimdi son hâlini gösteriyor; yeniden dene.
already_in = Zaten bu oyundasın.
full = Bu oyun dolu.
not_in = Bu oyunda değilsin.
host_cannot_leave = Masayı kuran ayrılamaz; bunun yerine oyunu iptal et.
host_only = Yalnızca masayı kuran, { $action }.
action_computer = bilgisayar oyuncusu ekleyebilir
action_kick = oyuncu çıkarabilir
action_rules = bu oyunun kurallarını değiştirebilir
action_start = oyunu başlatabilir
action_cancel = oyunu iptal edebilir
no_seat = Böyle bir yer yok.
too_few = Bir oyun en az 2 oyuncu ister: birini katılmaya çağır ya da bilgisayar ekle.
unknown_button = Bu düğmeyi tanımıyorum.
join_first = Önce oyuna katıl, sonra rengini seç.
bad_colour = Şunlardan birini seç: { $colours }; { $colour } olmaz.
colour_taken = { $name } zaten { $colour } renkle oynuyor.
rules_players = Bu kurallar { $players } oyuncuyla olmaz: { $option }: { $why }.
not_started = Bu oyun henüz başlamadı.
closed = Bu oyun bitti: nasıl bittiğini mesaj gösteriyor.
over = Bu oyun bitti.
out_of_date = O tahta eskimişti: artık oyunun son hâlini gösteriyor.
dice_hash = -# Doğrulanabilir zarlar: tohumun (seed) SHA-256 özeti `{ $hash }`; tohum oyun bitince gösterilir.
dice_seed = -# Zar tohumu `{ $seed }`: her atışı /ludo doğrula ya da `ludobot verify` ile denetle.
export_caption = { $game } numaralı oyun JSON olarak: zarlarını bu dosya üzerinde `ludobot verify` ile denetle.
no_seed = { $game } numaralı oyun doğrulanabilir zarlarla oynanmadı (onlardan önce başladı).
verify_holds = { $game } numaralı oyun: { $rolls ->
    [0] denetlenecek atış yok. ✅
    [one] tek atışı açıklanan tohumdan geliyor. ✅
   *[other] { $rolls } atışın hepsi açıklanan tohumdan geliyor. ✅
}
    -# Açıklanan tohumun SHA-256 özeti `{ $hash }`: oyunun ilk tahtasında gösterilen özet bu olmalı.
verify_seed_not_revealed = { $game } numaralı oyun sürüyor: tohumu oyun bitince gösterilir.
verify_bad_seed = { $game } numaralı oyun: kayıtlı tohum bozuk.
verify_seed_hash_differs = { $game } numaralı oyun: tohum, gösterilen özetle uyuşmuyor. ❌
verify_roll_differs = { $game } numaralı oyun: { $roll }. atış, tohumun verdiği sonuçla uyuşmuyor. ❌
    -# Açıklanan tohumun SHA-256 özeti `{ $hash }`: oyunun ilk tahtasında gösterilen özet bu olmalı.
verify_illegal_action = { $game } numaralı oyun: { $action }. hamle yeniden oynanamıyor. ❌
    -# Açıklanan tohumun SHA-256 özeti `{ $hash }`: oyunun ilk tahtasında gösterilen özet bu olmalı.
dice_title = **{ $game } numaralı oyunun zarları** (1'den 6'ya yüzler):
dice_line = { $name }: { $rolls } atış: { $faces } · { $sixes } kez 6 · adillik testi: p = { $p }
dice_game_p = Bütün oyun: adillik testi, p = { $p } (0,001'in altı şüpheli olurdu).
dice_no_rolls = { $game } numaralı oyunda henüz kimse zar atmadı.
dice_server = Bu sunucunun son 1.000 oyunu: { $rolls } atış, adillik testi: p = { $p }.
dice_server_none = Bu sunucunun oyunlarında henüz zar atılmadı.
dice_server_label = Bu sunucu
stopping = Bot yeniden başlıyor: birazdan yeniden bas.
already_done = Zaten yapıldı: tahta oyunun son hâlini gösteriyor.
move_gone = O hamle artık mümkün değil: tahta şimdiki hamleleri gösteriyor.
cannot_huff = Şu an üfleyemezsin.
huff_others = { $name } yiyebileceği piyonu yemedi: yalnızca diğerleri üfleyebilir.
not_your_turn = Sıra şu an { $name } oyuncusunda.
not_a_player = Bu oyunda değilsin; sıra { $name } oyuncusunda.
move_first = Önce bir hamle seç.
illegal = Buna şu an izin yok.
board_below = Tamam; geçerli tahta aşağıda: { $url }
behind_below = O tahta eskimiş; geçerlisi burada: { $url }

## Bitiş, rövanş, tekrar

already_over = Bu oyun zaten bitti.
end_not_allowed = Bu oyunu yalnızca masayı kuran ya da Kanalları Yönet izni olan bitirebilir.
changed_meanwhile = Oyun o anda değişti; yeniden dene.
damaged_ended = Bozuk oyun kapatıldı.
confirm_end = { $game } numaralı oyun herkes için bitirilsin mi? Bu geri alınamaz.
end_done = { $game } numaralı oyun bitirildi.
end_used = { $game } numaralı oyun: bu onay zaten kullanıldı.
rematch_players_only = Rövanşı yalnızca bu oyunun oyuncuları isteyebilir.
rematch_exists = Bu kanalda zaten yeni bir oyun var.
rematch_open = Rövanş masası aşağıda açık: herkes hazır olunca Başlat'a bas.
never_started = { $game } numaralı oyun hiç başlamadı, gösterilecek tekrar yok.
still_running = { $game } numaralı oyun sürüyor: tekrarı oyun bitince gelir.
no_finished = Burada henüz biten oyun yok.
replay_failed = Tekrar çizilemedi, kusura bakma.
replay_too_big = Bu oyunun tekrarı buraya yüklenemeyecek kadar uzun, kusura bakma.
replay_upload_failed = Tekrar yüklenemedi, kusura bakma.
replay_caption = { $game } numaralı oyunun tekrarı
replay_caption_highlights = { $game } numaralı oyunun öne çıkanları: yenilen ve hedefe giren piyonlar
replay_caption_last = { $game } numaralı oyunun son hamleleri

## Komutların yanıtları

channel_busy = Bu kanalda zaten bir oyun var: { $url }
game_open = Oyunun açıldı (#{ $game }): herkes katılınca Başlat'a bas.
here_is_board = İşte tahta: { $url }
no_game_in_channel = Bu kanalda oyun yok.
need_manage = Sunucunun kurallarını değiştirmek için Sunucuyu Yönet izni gerekir.
takes_yes_no = `yes` ya da `no`
takes_timer = 30 ile 86400 saniye arası ya da `off`
takes_language = `auto` ya da şunlardan biri: { $languages }
takes_away = `computer`, `remove` ya da `off`
setting_seconds = { $seconds } sn
setting_off = kapalı
setting_yes = evet
setting_no = hayır
setting_away_computer = oyuncu dönene kadar yerini bir bilgisayar alır
setting_away_remove = oyuncu çıkarılır, yerine bilgisayar devam eder
setting_name_turn_timer = Her sıra için süre
setting_name_language = Tahtaların dili
setting_name_auto_move = Tek olası hamle hemen yapılır
setting_name_ping = Sırası gelen oyuncu etiketlenir
setting_name_ping_after = Yalnızca şu süre içinde basmayanı etiketle
setting_name_away = Üst üste 3 sıra süre dolunca
setting_name_pace = Yeni oyunların temposu
setting_name_takeover = Bir yeri devralmak
setting_takeover_host = masayı kuran onaylar
setting_takeover_anyone = sohbetteki herkes, sormadan
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = Bunun için şu izinler gerekir: { $permissions }.
guild_only = Ludo bir sunucunun kanalında oynanır, özel mesajlarda değil.
rules_unreadable = Kurallar okunamadı: { $why }
stats = **{ $name }**: { $games } oyun, { $wins } galibiyet, ortalama derece { $mean }, yediği piyon: { $captures }.
stats_rating = Puan { $rating } (μ { $mu }, σ { $sigma }); puanlı son { $games } oyunda { $trend }.
stats_rating_first = İlk puanlı oyundan sonra puan { $rating } (μ { $mu }, σ { $sigma }).
dice_description = Her oyuncunun her yüzü kaç kez attığı ve sunucunun zarları
stats_colour = En sevdiği renk: { $colour }.
rated_line = { $rank }. { $who }: { $games } oyunda { $rating } puan
rated_computer = Bilgisayar ({ $level })
leaderboard_empty = Bu sunucuda henüz kimse oyun bitirmedi.
leaderboard_title = Sıralama
help_new = **/ludo yeni** bir oyun açar; diğerleri **Katıl** düğmesine basar (ya da masayı kuran **Bilgisayar ekle**) ve menüden renk seçebilir; masayı kuran **Başlat**'a basar.
help_turn = Sıran gelince **Zar at** düğmesine, sonra yürütmek istediğin piyonun düğmesine bas: düğmelerdeki sayılar piyonların üstündeki sayılardır.
help_commands = **/ludo tahta** tahtayı yeniden gösterir · **/ludo kurallar** kuralları anlatır · **/ludo bitir** oyunu bitirir.
help_record = Kayıtlar için **/ludo istatistik**, **/ludo sıralama**, **/ludo tekrar**.
help_admins = Yöneticiler: **/ludo ayarlar** sunucunun varyantını, özel kurallarını ve dilini belirler.
help_presets = Varyantlar: { $presets }.
config_show = Varyant: **{ $preset_name }** (`{ $preset }`)
    Özel kurallar: { $overrides }
    { $settings }
no_house_rules = yok
title_defaults = **Sunucunun varsayılanları**
title_preset_set = **Varyant belirlendi**
title_option_set = **{ $option } belirlendi**
title_reset = **Ayarlar sıfırlandı**
title_language_set = **Dil belirlendi**
leaderboard_line = { $rank }. <@{ $user }>: { $games } oyunda { $wins } galibiyet
bad_input = { $option } için verilen değer kullanılamıyor: { $why }
sorry = Bir şeyler ters gitti, sorun bende; oyun olduğu gibi kayıtlı. Birazdan yeniden dene ya da /ludo tahta ile tahtayı yeniden göster.
sorry_command = Bir şeyler ters gitti, sorun bende; hiçbir şey değişmedi. Birazdan yeniden dene.
store_error = Oyun şu an kaydedilemedi; hiçbir şey değişmedi. Yeniden dene.
no_owner = Botun bu oyunu yürüten kısmı şu an çalışmıyor; hiçbir şey değişmedi. Birazdan yeniden dene.
owner_silent = Botun bu oyunu yürüten kısmı zamanında yanıt vermedi. Hamlen yine de sayılmış olabilir: yeniden basmadan önce tahtaya bak.
owner_unreachable = Hamlen, botun bu oyunu yürüten kısmına ulaşmadı; hiçbir şey değişmedi. Birazdan yeniden dene.
bot_needs_permissions = Bu kanalda şu izinlere ihtiyacım var: { $permissions }.
permission_view_channel = Kanalları Görüntüle
permission_send_messages = Mesaj Gönder
permission_send_messages_in_threads = Alt Başlıklarda Mesaj Gönder
permission_embed_links = Bağlantı Yerleştir
permission_attach_files = Dosya Ekle
permission_read_message_history = Mesaj Geçmişini Oku
permission_add_reactions = Tepki Ekle
permission_use_application_commands = Uygulama Komutlarını Kullan
permission_manage_messages = Mesajları Yönet
permission_manage_channels = Kanalları Yönet
permission_manage_guild = Sunucuyu Yönet
commands_changed = Botun komutları az önce değişti: Discord yenilerini gösterene kadar bir dakika bekle, sonra yeniden dene.
command_refused = Bu komut burada kullanılamaz.

## Kurallar ve ayarlar (seçenek adları ve değerleri yazıldığı gibi kalır: capture=no)

unknown_preset = Bilinmeyen varyant: { $preset }; şunlardan birini seç: { $presets }.
bad_setting = { $setting } şunu bekler: { $takes }; { $value } olmaz.
bad_rules = Bu kurallar olmaz: { $option }: { $why }.
rules_clash_preset = { $option } { $value }, { $other } { $other_value } belirleyen { $preset_name } ile uyuşmaz; yine de oynamak için { $fix } ekle.
unknown_option = { $option } bir kural seçeneği değil; seçenekler: { $options }.
rule_format = Her kuralı AD=DEĞER olarak yaz, { $token } olarak değil.
repeated_option = { $option } iki kez verilmiş: yalnızca istediğini yaz.
rule_token = { $token } ne bir varyant ({ $presets }) ne de AD=DEĞER.
repeated_preset = İki varyant verilmiş, { $first } ve { $second }: yalnızca istediğini yaz.
repeated_value = { $option }, { $value } değerini iki kez veriyor: her değeri bir kez yaz.
setting_not_rule = { $option } bir kural değil, sunucu ayarı: bir yönetici bunu `/ludo ayarlar belirle` ile ayarlar.
nothing_typed = (boş)

## Herkese görünen satırlar (masa alt satırları ve duyurular)

opened = { $name } bir oyun açtı.
joined = { $name } katıldı.
left = { $name } masadan ayrıldı.
computer_joined = { $name } (bilgisayar, { $level }) katıldı.
bad_level = { $level } diye bir bilgisayar seviyesi yok; şunlardan birini seç: { $levels }.
too_many_computers = { $computers } bilgisayar oyuncusu sığmaz: bu masada senden başka { $most } kişilik yer var.
removed = { $name } çıkarıldı.
rules_set = Kurallar: { $preset_name } · özel kurallar: { $overrides }.
started = Oyun başlıyor!
cancelled = Oyun iptal edildi.
any_colour = { $name } için renk fark etmez.
colour_chosen = { $name } { $colour } ile oynuyor.
timed_out = { $name } oyuncusunun süresi doldu.
away = { $name } oyuncusunun süresi üst üste 3 kez doldu: Geri döndüm'e basana ya da /ludo katıl yazana kadar yerini bir bilgisayar (orta) alıyor.
away_removed = { $name } oyuncusunun süresi üst üste 3 kez doldu ve oyundan çıkarıldı: sonuna kadar yerini bir bilgisayar alıyor.
back = { $name } geri döndü ve sıralarını yine kendisi oynuyor.
not_away = Sıralarını senin yerine kimse oynamıyor: zaten masadasın.
removed_for_good = Süren çok kez dolduğu için bu oyundan çıkarıldın: sonuna kadar yerini bir bilgisayar alıyor.
away_press_back = Sen yokken sıralarını bir bilgisayar oynuyor: önce Geri döndüm'e bas (ya da /ludo katıl).
not_in_game = Bu oyunda yerin yok.
ended = Oyunu { $name } bitirdi.
rematch = { $name } rövanş istiyor: herkes hazır olunca Başlat'a bas.
moved_down = Bu tahta aşağı taşındı: { $url }

## Kartlar (masa ve tahta)

lobby_title = ## Ludo: yeni oyun
lobby_rules = **Kurallar:** { $summary }
lobby_how = Yer almak için **Katıl**'a bas; masayı kuran **Başlat**'a basar (en az 2 oyuncu).
seats = **Yerler { $taken }/{ $most }**
nobody_yet = henüz kimse yok
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · bilgisayar, { $level }
seat_host = · masayı kuran
choose_level = Bilgisayar oyuncusu ekle: seviyesini seç
level_easy_about = Acemi: çoğu zaman rastgele bir piyon yürütür.
level_normal_about = Sağlam oyuncu: piyon yer, piyon çıkarır, öndeki piyonunu koşturur.
level_hard_about = Her hamlenin riskini tartar. En güçlüsü.
footer_game = -# Oyun #{ $game }
footer_round = -# Oyun #{ $game } · { $round }. tur
turn_head = ## Sıra: { $name } ({ $colour })
ask_thinking = { $who } düşünüyor…
ask_away = { $who } masada yok: yerine bir bilgisayar oynuyor…
ask_order = { $who }, başlamak için zar at.
ask_move = { $who }, bir hamle seç.
ask_roll = { $who }, zar atma sırası sende.
wins_one = ## 🏆 { $who } kazandı!
wins_many = ## 🏆 { $who } kazandı!
place_line = { $place } { $who }
huff_label = Üfle: { $name }, piyon { $piece }
label_join = Katıl
label_leave = Ayrıl
label_start = Başlat
label_cancel = İptal
label_computer = Bilgisayar ekle
label_rules = Kurallar…
label_roll = 🎲 Zar at
label_rematch = Rövanş
label_replay = Tekrar (GIF)
label_end = Evet, oyunu bitir
label_any_colour = Herhangi bir renk
label_back = Geri döndüm
choose_colour = Rengini seç
board_description = Oyun tahtası
# Resimlerin dosya adları, ".png" olmadan: yalnızca ASCII harfler, rakamlar ve tire.
file_board = tahta
file_dice = zarlar
last_roll = Son atış: **{ $roll }**
nobody_rolled = Henüz kimse zar atmadı.
your_turn = { $mention }, { $game } numaralı oyunda sıra sende.

## Kural formu (masayı kuranın Kurallar… düğmesi)

form_title = Bu oyunun kuralları
form_preset = Varyant
form_rules = Özel kurallar
form_rules_hint = AD=DEĞER çiftleri; ne anlama geldiklerini /ludo kurallar anlatır

## Kurallar neden olmuyor (bad_rules içinde)

rule_invalid = mümkün değil
rule_not_yes_no = `yes` ya da `no` olmalı, { $value } değil
rule_not_a_choice = { $value } şunlardan biri değil: { $choices }
rule_not_in_range = { $value }, { $low } ile { $high } arasında değil
rule_unknown_preset = { $preset } diye bir varyant yok; şunlardan birini seç: { $presets }
rule_unknown_option = böyle bir seçenek yok; seçenekler: { $options }
rule_war_play_to_end = `war`, `play_to_end` ile birlikte olmaz (savaşta kimse bitiremez)
rule_extra_lap_forced = `capture_extra_lap` için `forced_capture=strict` ya da `forced_capture=huff` gerekir
rule_bonus_three_tries = `three_tries_bonus` için `three_tries` gerekir
rule_home_walled = `home_moves=no` ile `home_jump=no` birlikte olursa hedef karelerinin içtekilerine hiç ulaşılamaz
rule_players_range = { $players } oyuncu: oyun 2 ile 6 oyuncu arası oynanır
rule_board_too_small = { $board } tahtasında { $colours } renk var, { $used } için az; `classic6` kullan
rule_board_too_small_any = { $board } tahtasında { $colours } renk var, { $used } için az
rule_partners_odd = ortaklık için çift sayıda yer gerekir, { $used } değil
rule_partners_four = ortaklık için iki takım gerekir: oyunda en az dört renk
rule_partners_one_colour = ortaklıkta her oyuncu tek renk oynar, iki değil
rule_partners_opposite = ortaklar karşılıklı oturur: her rengin karşısındaki renk de oyunda olmalı
rule_two_colours_each = { $players } oyuncu bu tahtada ikişer renk oynayamaz
rule_players_or_seating = oyuncu sayısını ya da oturma düzenini ver
rule_players_seats = { $seats } yer için { $players } oyuncu
rule_seat_colours = her yerin { $board } tahtasında kendi renkleri olmalı
rule_seat_needs_colour = her yerin bir rengi olmalı
rule_colour_not_in_play = { $colour } renk oyunda değil
rule_colour_pieces = { $colour } renk dört piyon ister

## `ludobot verify` (komut satırı)

cli_verify_holds = doğru: { $rolls ->
    [0] denetlenecek atış yok ve her hamle kurallara uygun
    [one] tek atış açıklanan tohumdan geliyor ve her hamle kurallara uygun
   *[other] { $rolls } atışın hepsi açıklanan tohumdan geliyor ve her hamle kurallara uygun
}
cli_verify_seed_not_revealed = henüz denetlenemez: tohum oyun bitince açıklanır
cli_verify_bad_seed = açıklanan tohum 32 baytlık onaltılık bir değer değil
cli_verify_seed_hash_differs = açıklanan tohum, başta gösterilen özetle uyuşmuyor
cli_verify_roll_differs = { $roll }. atış ({ $action }. hamle) tohumun verdiği sonuçla uyuşmuyor
cli_verify_illegal_action = { $action }. hamle yeniden oynanan oyunda kurallara aykırı
cli_export_unreadable = dosya metin olarak okunamıyor
cli_export_not_json = JSON değil (satır { $line }, sütun { $column })
cli_export_not_export = bir ludobot oyun dışa aktarımı değil (biçim { $format })
cli_export_malformed = { $field } alanı eksik ya da bozuk
cli_export_rules = kurallar ya da yerler geçersiz: { $why }
cli_export_action = { $action }. hamle oynanamıyor
cli_verify_hash = açıklanan tohumun SHA-256 özeti: { $hash } (oyunun ilk tahtasında gösterilen özet bu olmalı)

## Eğik çizgi komutları (adlar: 1–32 karakter, küçük harf, boşluksuz; açıklamalar en çok 100)

cmd-ludo = ludo
cmd-ludo-desc = Kızma Birader, Ludo ve benzeri zarlı yarış oyunlarını oyna
cmd-ludo-new = yeni
cmd-ludo-new-desc = Bu kanalda yeni bir oyun aç: diğerleri düğmeyle katılır.
cmd-ludo-new-preset = varyant
cmd-ludo-new-preset-desc = Oynanacak varyant (varsayılan: sunucunun)
cmd-ludo-new-rules = kurallar
cmd-ludo-new-rules-desc = Bu oyun için özel kurallar, örneğin capture=no six_again=yes
cmd-ludo-new-players = oyuncular
cmd-ludo-new-players-desc = Masadaki yerler, 2 ile 6 arası (varsayılan: tahtanın aldığı kadar)
cmd-ludo-new-computers = bilgisayarlar
cmd-ludo-new-computers-desc = Hemen oturan bilgisayar oyuncuları, 0 ile 5 arası (varsayılan: yok)
cmd-ludo-new-level = seviye
cmd-ludo-new-level-desc = Bu bilgisayar oyuncularının seviyesi (varsayılan: orta)
cmd-ludo-join = katıl
cmd-ludo-join-desc = Bu kanalın açık oyununda yer al ya da masadan uzak kaldıktan sonra yerini geri al.
cmd-ludo-leave = ayrıl
cmd-ludo-leave-desc = Yerini bırak: oyun başlamadan ya da süren bir oyunda (yerini bir bilgisayar alır).
cmd-ludo-start = başlat
cmd-ludo-start-desc = Bu kanalın oyununu başlat (masayı kuran).
cmd-ludo-board = tahta
cmd-ludo-board-desc = Geçerli tahtayı kanalın en altında yeniden göster.
cmd-ludo-rules = kurallar
cmd-ludo-rules-desc = Bu kanaldaki oyunun (ya da sunucunun) kuralları, sade sözlerle.
cmd-ludo-stats = istatistik
cmd-ludo-stats-desc = Burada ve her yerde toplam: oyunlar, galibiyetler, dereceler ve yenilen rakip piyonlar.
cmd-ludo-stats-member = üye
cmd-ludo-stats-member-desc = Kimin istatistikleri (varsayılan: seninkiler)
cmd-ludo-leaderboard = sıralama
cmd-ludo-leaderboard-desc = Buradaki en iyi oyuncular, beceri puanına (OpenSkill) göre; bilgisayar seviyeleri de.
cmd-ludo-replay = tekrar
cmd-ludo-replay-desc = Bitmiş bir oyun hareketli GIF olarak: tamamı, öne çıkanları ya da sonu.
cmd-ludo-replay-game = oyun
cmd-ludo-replay-game-desc = Oyun numarası (varsayılan: burada biten son oyun)
cmd-ludo-replay-part = bölüm
cmd-ludo-replay-part-desc = Bütün oyun (varsayılan), öne çıkanlar ya da son 30 hamle
cmd-ludo-export = dışa-aktar
cmd-ludo-export-desc = Bir oyun JSON dosyası olarak: kurallar, yerler, her hamle ve bitince zar tohumu.
cmd-ludo-export-game = oyun
cmd-ludo-export-game-desc = Oyun numarası (varsayılan: burada biten son oyun)
cmd-ludo-verify = doğrula
cmd-ludo-verify-desc = Bitmiş bir oyunun her atışını açıklanan zar tohumundan yeniden hesapla.
cmd-ludo-verify-game = oyun
cmd-ludo-verify-game-desc = Oyun numarası (varsayılan: burada biten son oyun)
cmd-ludo-dice = zar
cmd-ludo-dice-desc = Her oyuncunun her yüzü kaç kez attığı, ki-kare adillik testiyle.
cmd-ludo-dice-game = oyun
cmd-ludo-dice-game-desc = Oyun numarası (varsayılan: buradaki oyun ya da biten son oyun)
cmd-ludo-help = yardım
cmd-ludo-help-desc = Bu botla nasıl oynanır.
cmd-ludo-end = bitir
cmd-ludo-end-desc = Bu kanalın oyununu bitir (masayı kuran ya da Kanalları Yönet izni olan).
cmd-ludo-config = ayarlar
cmd-ludo-config-desc = Varsayılan kurallar: bu sunucununkiler (Sunucuyu Yönet) ya da sunucu dışında seninkiler
cmd-ludo-config-show = göster
cmd-ludo-config-show-desc = Bu sunucunun varsayılan kuralları.
cmd-ludo-config-preset = varyant
cmd-ludo-config-preset-desc = Sunucunun varsayılan varyantını seç.
cmd-ludo-config-preset-preset = varyant
cmd-ludo-config-preset-preset-desc = Bu sunucudaki yeni oyunların oynadığı varyant
cmd-ludo-config-set = belirle
cmd-ludo-config-set-desc = Bu sunucudaki yeni oyunlar için bir özel kural belirle.
cmd-ludo-config-set-option = seçenek
cmd-ludo-config-set-option-desc = Bir kural seçeneği ya da { $settings }
cmd-ludo-config-set-value = değer
cmd-ludo-config-set-value-desc = Değeri, örneğin yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = sıfırla
cmd-ludo-config-reset-desc = Özel kural olmadan Kızma Birader'e dön.
cmd-ludo-config-language = dil
cmd-ludo-config-language-desc = Bu sunucunun tahtalarının, masalarının ve hamle kayıtlarının dili.
cmd-ludo-config-language-language = dil
cmd-ludo-config-language-language-desc = auto: sunucunun kendi dili (Sunucu Ayarları, Topluluk)

## Komut menülerindeki seçimler (en çok 100 karakter)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = bütün oyun
choice-highlights = öne çıkanlar: yenilen ve hedefe giren piyonlar
choice-last-30 = son 30 hamle
choice-auto = otomatik: sunucunun dili

## Botun yalnızca yanıt verebildiği sohbetler (grup DM, arkadaşlar arası DM, botun olmadığı sunucu)

external_apps_off = Bu sunucu, üyelerinin kurduğu uygulamaların herkese açık yanıt vermesine izin vermiyor ("Harici Uygulamaları Kullan" kapalı), yani oyunu başka kimse göremez. Özel mesajda ya da grup mesajında oyna veya sunucu yöneticilerinden botu eklemelerini iste.
footer_as_of = -# Güncelleme: { $at }; burada tahta, biri bir düğmeye basınca değişir.
card_waits = Buradaki tahta bunu, biri bir düğmeye bir daha bastığında ya da /ludo tahta ile gösterir.
board_failed = Tahta burada gösterilemedi; birazdan /ludo tahta ile yeniden dene.
stats_everywhere = Her yerde toplam: { $games } oyun, { $wins } galibiyet, ortalama derece { $mean }, yediği piyon: { $captures }.

## Tempolar, "sıra sende" özel mesajları, oyunlarım ve el değiştiren yerler

# Oyunun temposu: canlı (her adım için varsayılan süre) ya da bir sıra için saat.
pace_live = canlı
pace_1h = sıra başına 1 saat
pace_12h = sıra başına 12 saat
pace_24h = sıra başına 24 saat
pace_72h = sıra başına 72 saat
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = Tempo: her sıra ne kadar sürebilir
lobby_pace = **Tempo:** { $pace }
# $at: Discord zaman damgası ("5 saat içinde").
card_pace = -# Tempo: { $pace } · süre { $at } doluyor
card_pace_untimed = -# Tempo: { $pace }
pace_set = Tempo artık: { $pace }.
bad_pace = { $pace } diye bir tempo yok; şunlardan birini seç: { $paces }.
action_pace = bu oyunun temposunu değiştirebilir
takes_pace = `live`, `1h`, `12h`, `24h` ya da `72h`
takes_dm = `slow`, `always` ya da `never`
# Sırası gelen kişiye özel mesaj; $url: tahtanın bağlantısı.
dm_turn = { $game } numaralı oyunda sıra sende: { $url }
dm_turn_ends = { $game } numaralı oyunda sıra sende: { $url } (süre { $at } doluyor)
dm_reminder = Hatırlatma: { $game } numaralı oyundaki süren { $at } doluyor: { $url }
dm_your_move = { $game } numaralı oyunda hamleni seç: { $url }
dm_played = { $game } numaralı oyunda hamlen yapıldı: { $url }
dm_turn_over = { $game } numaralı oyundaki bu sıra geçti: { $url }
dm_set = Sıran gelince özel mesaj: { $when }.
dm_unreachable = Discord, botun sana gönderdiği son “sıra sende” mesajını reddetti (doğrudan mesajların bota kapalı ya da bot engelli), bu yüzden bot bir süre denemeyi bıraktı. Botu yeniden kullandığın için bir sonraki sıranın mesajı tekrar denenecek.
dm_when_slow = yavaş oyunlarda
dm_when_always = her oyunda
dm_when_never = hiçbir zaman
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## Oyunların
mygames_yours = **Sıra sende** · oyun #{ $game } · { $pace } · { $url }
mygames_other = Sıra: { $name } · oyun #{ $game } · { $pace } · { $url }
mygames_lobby = Masa · oyun #{ $game } · { $pace } · { $url }
mygames_ends = süre { $at } doluyor
no_games = Hiçbir oyunda yerin yok.
cmd-ludo-new-pace = tempo
cmd-ludo-new-pace-desc = Her sıranın ne kadar sürebileceği (varsayılan: sunucunun)
cmd-ludo-dm = özel-mesaj
cmd-ludo-dm-desc = Botun, sıranın geldiğini sana ne zaman özel mesajla bildireceği.
cmd-ludo-dm-when = zaman
cmd-ludo-dm-when-desc = Yavaş oyunlarda (varsayılan), her oyunda ya da hiçbir zaman
cmd-ludo-mygames = oyunlarım
cmd-ludo-mygames-desc = Yer aldığın bütün oyunlar; önce sıranın sende olduğu oyunlar.
cmd-ludo-gender = cinsiyet
cmd-ludo-gender-desc = Dilin gerektirdiği yerde senin hakkındaki cümlelerin uyumu (başkaları yalnızca cümleyi görür).
cmd-ludo-gender-form = biçim
cmd-ludo-gender-form-desc = Dişil, eril ya da ayarsız (nötr ifade)
gender_set = Senin hakkındaki cümlelerin dilbilgisel cinsiyeti: { $form }.
gender_form_unset = ayarsız (nötr ifade)
gender_form_feminine = dişil
gender_form_masculine = eril
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` veya `masculine`

# Süren oyundan biri ayrıldı; $computer: yeri alan bilgisayar.
left_running = { $name } oyundan ayrıldı: yerini { $computer } alıyor.
# $seat: yerin numarası; $old: yerin önceki sahibi.
took_seat = { $name }, { $seat } numaralı yeri { $old } oyuncusundan devralıyor.
seat_not_free = { $seat } numaralı yer { $name } oyuncusunun: yalnızca bir bilgisayarın ya da çıkarılmış bir oyuncunun yeri devralınabilir.
action_takeover = bir yeri devredebilir
takes_takeover = `host` ya da `anyone`
log_handover = { $seat } yeri devralıyor
# Tekrarın altında: her devir, olduğu sırayla.
replay_handover = { $turn }. sıra: { $new }, { $seat } numaralı yeri { $old } oyuncusundan devraldı.
# Biri masayı kurandan yer ister; masayı kuran düğmeyle onaylar.
takeover_asked = { $name }, { $game } numaralı oyunda { $seat } numaralı yeri ({ $old }) devralmak istiyor: masayı kuran düğmeyle onaylar.
label_confirm_takeover = Yeri devret
cmd-ludo-takeover = devral
cmd-ludo-takeover-desc = Bu kanalda süren oyunda bir bilgisayarın yerini devral (masayı kuran onaylar).
cmd-ludo-takeover-seat = yer
cmd-ludo-takeover-seat-desc = Yerin numarası, masada listelendiği gibi

## Discord etkinliği olarak tahta (web/activity_routes.py, karttaki "Tahtayı aç")

label_open_board = Tahtayı aç
web-activity-cannot-launch = Tahta burada Discord içinde açılamıyor: /ludo tahta sana tarayıcın için bağlantısını verir.
web-activity-bad-request = Bu istek tahtanın sayfasından gelmiyor.
web-activity-code-refused = Discord girişi kabul etmedi. Tahtayı kapatıp yeniden aç.
web-activity-token-refused = Discord oturumunun süresi doldu. Tahtayı kapatıp yeniden aç.
web-activity-instance-unknown = Discord bu etkinliği tanımıyor. Tahtayı kapatıp yeniden aç.
web-activity-other-channel = Bu etkinlik, belirttiği kanaldan başka bir kanalda çalışıyor.
web-activity-not-in-instance = Bu etkinlikte değilsin: önce kanaldan katıl.
web-activity-no-game = Bu kanalda henüz oyun yok: orada bir oyun aç, sonra tahtayı yeniden aç.
web-activity-unreachable = Discord yanıt vermedi. Birazdan yeniden dene.
web-activity-busy = Buradan çok fazla istek geldi: biraz bekle, sonra tahtayı yeniden aç.
web-activity-off = Bu botta tahta Discord içinde açılamaz.
web-activity-not-authorised = Tahtanın kim olduğunu bilmesi gerekiyor: Discord sorduğunda izin ver ya da kartta oyna.
web-activity-failed = Tahta burada başlatılamadı: /ludo tahta sana tarayıcın için bağlantısını verir.
## Turnuvalar (/ludo tournament): birçok masada İsviçre sistemi ve eleme

tournament_title = 🏆 Turnuva #{ $id }
tournament_format_swiss = İsviçre sistemi: { $rounds } tur, herkes her turda oynar
tournament_format_knockout = Eleme: { $n ->
    [one] her masanın kazananı üst tura çıkar
   *[other] her masanın ilk { $n } oyuncusu üst tura çıkar
}
tournament_tables_of = { $seats } kişilik masalar · { $preset_name } · { $pace }
tournament_computers_yes = Boş yerlere bilgisayarlar ({ $level }) oturur
tournament_computers_no = Boş yerler boş kalır
tournament_starts = Başlangıç <t:{ $when }:R>
tournament_signed_up = Kayıtlı: { $count }/{ $most }
tournament_more = ve { $n } kişi daha
tournament_nobody = Henüz kimse yok.
tournament_status = { $status ->
    [signup] **Kayıtlar açık**
    [running] **Oynanıyor**
    [paused] **Duraklatıldı**
    [done] **Bitti**
   *[ended] **Sonlandırıldı**
}
tournament_round = { $round }. tur
tournament_table_line = Masa { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = bir bilgisayar
tournament_action = { $what ->
    [create] { $name } oluşturdu
    [start] { $name } başlattı
    [resume] { $name } devam ettirdi
    [pause] { $name } duraklattı
    [drop] { $name } bir oyuncuyu turnuvadan çıkardı
    [left_running] { $name } ayrıldı: yerine bir bilgisayar oynuyor
    [replace] { $name } bir oyuncunun yerine başkasını koydu
    [end] { $name } sonlandırdı
    [round] Yeni bir tur başladı
    [done] Son masa da bitti
    [no_place] Bir masa için alt başlık açılamadı: duraklatıldı
    [reveal] Tur bitti: zar tohumu açıklandı
   *[too_few] Başlama saatinde yeterince kayıt yoktu
}
tournament_standings = { $id } numaralı turnuvada { $round }. turdan sonra sıralama
tournament_standing = { $rank }. { $name } — { $points } puan (rakiplerin puanı { $tiebreak }, { $played } masa)
tournament_podium = 🏆 { $id } numaralı turnuva bitti!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = { $round }. tur · Masa { $table }
file_standings = siralama
tournament_created = { $id } numaralı turnuva kayda açık.
tournament_joined = { $id } numaralı turnuvaya kaydoldun.
tournament_left = { $id } numaralı turnuvadan ayrıldın.
tournament_going = { $id } numaralı turnuva başladı.
tournament_paused = { $id } numaralı turnuva duraklatıldı: yeniden başlatılana kadar yeni tur başlamaz.
tournament_dropped = Oyuncu { $id } numaralı turnuvadan çıkarıldı: yerine bir bilgisayar oynuyor.
tournament_replaced = Yeni oyuncu, gelmeyen oyuncunun yerini alıyor.
tournament_ended = { $id } numaralı turnuva sonlandırıldı.
tournament_bad_format = “{ $value }” diye bir turnuva biçimi yok: swiss ya da knockout.
tournament_bad_size = Bir masada 2 ile 6 kişi oturur, { $value } değil.
tournament_bad_rounds = İsviçre sisteminde 1 ile { $most } arasında tur olur, { $value } değil.
tournament_bad_advance = Her masadan 1 ya da 2 kişi çıkar, masadaki yerlerden az olmalı ({ $value } değil).
tournament_bad_maximum = Üst sınır 2 ile { $most } oyuncu arasında olmalı, { $value } değil.
tournament_bad_level = “{ $value }” diye bir bilgisayar seviyesi yok.
tournament_bad_preset = “{ $value }” diye bir varyant yok.
tournament_past_start = Başlangıç ileri bir zamanda olmalı.
tournament_none = Böyle bir turnuva yok.
tournament_none_here = Bu kanalda turnuva yok.
tournament_organisers_only = Bunu yalnızca düzenleyen, Sunucuyu Yönet iznine sahip biri ya da turnuva düzenleyicileri rolündeki biri yapabilir.
tournament_servers_only = Turnuvalar, botun bulunduğu bir sunucuda, botun yazabildiği bir kanalda oynanır.
tournament_needs_threads = Botun bu kanalda Herkese Açık Alt Başlık Oluştur iznine ihtiyacı var: her masa bir alt başlıkta oynanır.
tournament_no_threads = Bot bir masa için alt başlık açamadı, bu yüzden turnuva duraklatıldı.
tournament_event_refused = Discord etkinliği oluşturmak için botun Etkinlikleri Yönet iznine ihtiyacı var.
tournament_event_needs_start = Discord etkinliği için bir başlangıç saati gerekir: kayıt süresini dakika olarak da ver.
tournament_exists = Bu kanalda zaten bir turnuva var.
tournament_signup_closed = Bu turnuvanın kayıtları kapandı.
tournament_already_in = Zaten kayıtlısın.
tournament_full = Turnuva dolu ({ $most } oyuncu).
tournament_not_in = Bu turnuvaya kayıtlı değilsin.
tournament_started = Turnuva zaten başladı.
tournament_too_few = Bir turnuva için en az 2 oyuncu gerekir ({ $count } kayıtlı).
tournament_not_running = Turnuva şu anda oynanmıyor.
tournament_not_entrant = Bu kişi bu turnuvada oynamıyor.
tournament_replace_between = Bir oyuncunun yerine başkası yalnızca başlangıçtan önce ya da turnuva iki tur arasında duraklatılmışken konabilir.
tournament_over = Turnuva zaten bitti.
choice-swiss = İsviçre sistemi
choice-knockout = eleme
cmd-ludo-tournament = turnuva
cmd-ludo-tournament-desc = Birçok masada İsviçre sistemi ve eleme usulü turnuvalar
cmd-ludo-tournament-new = yeni
cmd-ludo-tournament-new-desc = Bu kanalda kayıtlar için bir turnuva aç (Sunucuyu Yönet).
cmd-ludo-tournament-new-format = biçim
cmd-ludo-tournament-new-format-desc = İsviçre sistemi (herkes her turda oynar) ya da eleme
cmd-ludo-tournament-new-rounds = turlar
cmd-ludo-tournament-new-rounds-desc = İsviçre: kaç tur, 1 ile 12 arası (varsayılan: 3)
cmd-ludo-tournament-new-advance = çıkan
cmd-ludo-tournament-new-advance-desc = Eleme: her masadan kaç kişi üst tura çıkar, 1 ya da 2 (varsayılan: 1)
cmd-ludo-tournament-new-size = masa
cmd-ludo-tournament-new-size-desc = Her masadaki yer sayısı, 2 ile 6 arası (varsayılan: 4)
cmd-ludo-tournament-new-preset = varyant
cmd-ludo-tournament-new-preset-desc = Oynanacak varyant (varsayılan: sunucununki)
cmd-ludo-tournament-new-rules = kurallar
cmd-ludo-tournament-new-rules-desc = Tüm masalar için ev kuralları, örn. capture=no six_again=yes
cmd-ludo-tournament-new-pace = tempo
cmd-ludo-tournament-new-pace-desc = Her hamle sırası ne kadar sürebilir (varsayılan: sunucununki)
cmd-ludo-tournament-new-computers = bilgisayarlar
cmd-ludo-tournament-new-computers-desc = Masalardaki boş yerlere bilgisayarlar oturur (varsayılan: evet)
cmd-ludo-tournament-new-level = seviye
cmd-ludo-tournament-new-level-desc = Onların seviyesi, çıkarılan bir oyuncunun bilgisayarı için de (varsayılan: kolay)
cmd-ludo-tournament-new-signup = kayıt
cmd-ludo-tournament-new-signup-desc = Kendiliğinden başlamadan önceki kayıt süresi, dakika (varsayılan: düzenleyen başlatır)
cmd-ludo-tournament-new-maximum = üst-sınır
cmd-ludo-tournament-new-maximum-desc = Kaç kişi kaydolabilir, 2 ile 512 arası (varsayılan: 64)
cmd-ludo-tournament-new-event = etkinlik
cmd-ludo-tournament-new-event-desc = Başlangıç için bir Discord etkinliği de oluştur (Etkinlikleri Yönet gerekir)
cmd-ludo-tournament-join = kaydol
cmd-ludo-tournament-join-desc = Bu kanalın turnuvasına kaydol.
cmd-ludo-tournament-leave = ayrıl
cmd-ludo-tournament-leave-desc = Bu kanalın turnuvasından ayrıl (başladıktan sonra yerine bir bilgisayar oynar).
cmd-ludo-tournament-start = başlat
cmd-ludo-tournament-start-desc = Kayıtları kapat ve ilk turu oynat ya da duraklamadan sonra devam et (düzenleyen).
cmd-ludo-tournament-pause = duraklat
cmd-ludo-tournament-pause-desc = Turnuva yeniden başlatılana kadar yeni tur başlamaz (düzenleyen).
cmd-ludo-tournament-drop = çıkar
cmd-ludo-tournament-drop-desc = Bir oyuncuyu turnuvadan çıkar (düzenleyen).
cmd-ludo-tournament-drop-member = üye
cmd-ludo-tournament-drop-member-desc = Kim çıkarılıyor: bundan sonra yerine bir bilgisayar oynar
cmd-ludo-tournament-replace = değiştir
cmd-ludo-tournament-replace-desc = Bir tur başlamadan, gelmeyen bir oyuncunun yerine başkası geçer (düzenleyen).
cmd-ludo-tournament-replace-member = üye
cmd-ludo-tournament-replace-member-desc = Gelmeyen oyuncu
cmd-ludo-tournament-replace-by = yerine
cmd-ludo-tournament-replace-by-desc = Yerine kim geçiyor, puanlarıyla birlikte
cmd-ludo-tournament-end = bitir
cmd-ludo-tournament-end-desc = Turnuvayı şimdi bitir; hâlâ oynayan masalar sonuçsuz biter (düzenleyen).
cmd-ludo-tournament-standings = sıralama
cmd-ludo-tournament-standings-desc = Bu kanaldaki turnuvanın sıralaması.
cmd-ludo-tournament-pairings = eşleşmeler
cmd-ludo-tournament-pairings-desc = Bu turun masaları, oyuncuları ve puanlarıyla.
pairing_tables = { $count } oyuncu, { $smallest } ile { $largest } kişilik { $tables } masada (seçilen: { $size })
pairing_bye = { $names } bu tur bay geçiyor: { $points } puanla { $rank }. sırada, daha önce { $before } kez bay geçti
pairing_bye_seed = { $names } oynamadan üst tura çıkıyor: { $seed }. seribaşı
pairing_points = Masa { $table }: { $high } ile { $low } puan arasındaki grup
pairing_moved = Masa { $table }: { $names } daha az tekrar karşılaşma olsun diye { $from_table }. masadan buraya alındı
pairing_repeat = Masa { $table }: { $names } yine karşılaşıyor (daha önce { $times } kez karşılaştılar); bunu önleyen bir oturma düzeni yok
pairing_seed = Masa { $table }: { $names }, { $seed }. seribaşı
pairing_seat = Masa { $table }: { $names } sırada { $seat }. oynuyor (daha önce { $last } kez en son oynadı)
cmd-ludo-tournament-role = rol
cmd-ludo-tournament-role-desc = Burada turnuva düzenleyecek üyelerin rolünü belirle (Sunucuyu Yönet).
cmd-ludo-tournament-role-role = rol
cmd-ludo-tournament-role-role-desc = Bu roldekiler burada turnuva düzenler (yoksa: yalnızca Sunucuyu Yönet)
tournament_role_set = { $role } üyeleri artık burada turnuva düzenleyebilir.
tournament_role_cleared = Artık burada yalnızca Sunucuyu Yönet iznine sahip olanlar turnuva düzenler.
takes_role = bu sunucunun bir rolü
cmd-ludo-tournament-new-duplicate = aynı-zarlar
cmd-ludo-tournament-new-duplicate-desc = Aynı zarlar: bir turun bütün masaları aynı zarları atar (varsayılan: hayır)
tournament_duplicate = Aynı zarlar: bir turun bütün masaları, tur sonunda açıklanan bir tohumdan aynı zarları atar
tournament_seed = { $round }. turun zar tohumu: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = Bu bağlantı geçerli değil: /ludo tahta ile yenisini iste.
web_token_expired = Bu bağlantının süresi doldu: /ludo tahta ile yenisini iste.
web_token_other_game = Bu bağlantı başka bir oyunun: bu oyununkini /ludo tahta ile alabilirsin.
web_busy = Canlı tahtalar şu an çok yoğun: birazdan yeniden dene.
web_too_many_here = IP adresinden çok fazla canlı tahta açık: birkaçını kapatıp yeniden dene.
web_game_full = Bu oyunu izleyen çok fazla kişi var: birazdan yeniden dene.
web_too_big = Bu mesaj çok uzun (en fazla { $most } bayt).
web_flood = Aynı anda çok fazla tıklama: biraz bekle.
web_malformed = Sayfa, botun anlamadığı bir şey gönderdi: sayfayı yenile.
web_spectator = İzliyorsun: düğmelere yalnızca oyuncular, botun onlara özelden verdiği bağlantıyla (/ludo tahta) basabilir.
web_no_game = Böyle bir oyun yok.
web_private = Bu oyun özel bir sohbette oynanıyor: botun sana verdiği bağlantıyla aç (o sohbette /ludo tahta).
label_watch = Canlı izle
board_live = Canlı tahtaya kendi bağlantın (bağlantıyı alan senin yerine oynayabilir, o yüzden kimseyle paylaşma; süresi { $at } doluyor): { $url }
dm_live = Canlı tahtada oyna: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = puanlar
cmd-ludo-tournament-new-points-desc = Sıraya göre puanlar, birinciden başlayarak, ör. 6,4,2,0 (küçük masada sonuncular düşer)
cmd-ludo-tournament-new-bye = bay
cmd-ludo-tournament-new-bye-desc = İsviçre sisteminde bay geçenin puanı, 0 ile 100 arası (varsayılan: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = Sıraya göre puanlar: { $points } · bay: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = { $seats } kişilik masada: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } bir puan değil: birinciden başlayarak tam sayılar yaz, ör. 6,4,2,0.
points_negative = Puanlar sıfırın altında olamaz: { $value }.
points_too_large = Bir sıra en fazla { $most } puan getirir, { $value } değil.
# $count: how many values were given; $seats: the table's size.
points_count = Masadaki { $seats } sıranın her biri için birinciden başlayarak puan yaz ({ $count } tane yazdın).
# $points: the values as given, best first.
points_not_descending = Puanlar birinciden sonuncuya doğru azalmalı ve birinci, sonuncudan fazla almalı: { $points }.
tournament_bad_bye = Bay geçmek 0 ile { $most } arası puan getirir, { $value } değil.
