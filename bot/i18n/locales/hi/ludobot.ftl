# ludobot: हिन्दी (Discord: hi).
#
# अंग्रेज़ी स्रोत (locales/en/ludobot.ftl) से अनुवाद; वही id और वही { $placeholders }।
# लूडो के शब्द, जैसे भारत में बोले जाते हैं: गोटी, खाना, पासा, काटना (विरोधी की गोटी
# घर भेजना), घर (जहाँ गोटियाँ इंतज़ार करती हैं), शुरुआती खाना, मंज़िल (अंतिम खाने)।
# - नामों के बाद परसर्ग अलग लिखे जाते हैं (Ann की बारी), इसलिए नाम नहीं बदलता।
# - बहुवचन: CLDR one/other (0 और 1 "one")। क्रमसूचक: 1ला, 2रा, 3रा, 4था, 5वाँ, 6ठा।
# - कमांड के नाम (cmd-*): 1 से 32 अक्षर, बिना ख़ाली जगह; विवरण अधिकतम 100 अक्षर।

## क्रमसूचक और सूचियाँ

ordinal = { NUMBER($n, type: "ordinal") ->
    [one] { $n }ला
    [two] { $n }रा
    [few] { $n }था
    [many] { $n }ठा
   *[other] { $n }वाँ
}
list_or = { $first } या { $second }
list_and = { $first } और { $second }
list_more = { $first }, { $second }

## वैरिएंट, बोर्ड और रंग

preset_madn = जर्मन क्लासिक
preset_mejn = डच क्लासिक
preset_ludo = लूडो
preset_fia = फ़िया
preset_marbles = कंचों वाला लूडो
board_classic4 = क्लासिक क्रॉस बोर्ड (40 खाने, हर रंग के 4 अंतिम खाने)
board_classic6 = छह रंगों वाला बोर्ड (60 खाने, हर रंग के 4 अंतिम खाने)
board_cross4 = लूडो क्रॉस (52 खाने, 5 खानों की अंतिम पट्टी और साझा मंज़िल)
colour_red = लाल
colour_yellow = पीला
colour_blue = नीला
colour_green = हरा
colour_orange = केसरिया
colour_purple = बैंगनी
# बोर्ड और बैनर पर हर रंग का निशान: एक अक्षर, सब अलग।
letter_red = ल
letter_yellow = प
letter_blue = न
letter_green = ह
letter_orange = क
letter_purple = ब
level_easy = आसान
level_normal = सामान्य
level_hard = कठिन
level_random = रैंडम
language_name = हिन्दी
language_auto = सर्वर की भाषा ({ $language })

## नियमों के विकल्प (/ludo सेटिंग तय): हर एक की एक पंक्ति

option_board = रास्ते की लंबाई और अंतिम खानों का आकार
option_entry_rolls = वे अंक जिन पर गोटी घर से शुरुआती खाने पर आती है
option_forced_entry = निकलने वाला अंक आने पर गोटी निकालना ज़रूरी है या नहीं
option_clear_start = घर में गोटियाँ हों तो शुरुआती खाना ख़ाली करना होगा
option_start_pieces = खेल की शुरुआत में शुरुआती खाने पर रखी गोटियाँ
option_three_tries = जब कोई गोटी न चल सके, तब निकलने वाले अंक के लिए तीन बार पासा
option_three_tries_bonus = तीसरी कोशिश से पहले निकलने वाला अंक आए तो एक और पासा
option_six_again = 6 आने पर चाल के बाद फिर से पासा
option_six_again_without_move = जो 6 काम न आए, उस पर भी फिर से पासा
option_max_sixes = लगातार तीसरा 6 बारी ख़त्म कर देता है (0: बंद)
option_own_landing = अपनी ही गोटी पर पहुँचने पर क्या होता है
option_own_start_entry = own_landing=capture के साथ, जब शुरुआती खाने पर अपनी गोटी हो और निकलने वाला अंक आए: नई गोटी निकलती है (पुरानी घर लौटती है) या वही गोटी आगे बढ़ती है
option_block_passing = एक ही रंग की 2 या ज़्यादा गोटियों की दीवार कौन पार कर सकता है
option_capture = विरोधी की गोटी पर पहुँचने से वह कटकर अपने घर लौटती है
option_safe_start = अपने शुरुआती खाने पर गोटी नहीं कटती
option_capture_at_turn_end = गोटी सिर्फ़ वहीं काटती है जहाँ उसकी चाल ख़त्म होती है
option_forced_capture = काट सकते हों तो काटना ज़रूरी है
option_capture_extra_lap = काटना तब भी ज़रूरी है जब गोटी को अपनी मंज़िल से आगे एक और चक्कर लगाना पड़े
option_exact_home = गोटी अंतिम खानों में सिर्फ़ सही अंक से पहुँचती है
option_overshoot = सबसे भीतरी अंतिम खाने से आगे जाने वाला अंक: मना, या पीछे गिना जाए
option_home_jump = अंतिम खानों के अंदर गोटियाँ एक-दूसरे के ऊपर से कूद सकती हैं
option_home_moves = अंतिम खानों में पहुँची गोटी अंदर आगे बढ़ सकती है
option_must_move = चाल चल सकते हों तो चलना ज़रूरी है
option_turn_order = कौन शुरू करता है
option_play_to_end = पहले खिलाड़ी के जीतने के बाद भी खेल चलता रहता है
option_teams = साथी आमने-सामने बैठते हैं और मिलकर जीतते हैं
option_war = आख़िर तक बचा रहने वाला जीतता है: कटी गोटियाँ खेल से बाहर
option_war_rounds = कितने दौर बाद युद्ध सबसे ज़्यादा गोटियों वाले के पक्ष में ख़त्म होता है

## /ludo नियम: नियम आसान शब्दों में

explain_head = { $board } पर { $preset_name }।
explain_entry = { $rolls } आने पर एक गोटी घर से अपने शुरुआती खाने पर आती है।
explain_forced_always = जब भी हो सके, गोटी निकालना ज़रूरी है।
explain_forced_no_piece = गोटी निकालना तभी ज़रूरी है जब रास्ते पर कोई गोटी न हो।
explain_forced_never = गोटी निकालना आपकी मर्ज़ी है।
explain_clear_start = जब तक घर में गोटियाँ हैं, पहले शुरुआती खाना ख़ाली करना होगा।
explain_start_pieces = हर कोई एक गोटी शुरुआती खाने पर रखकर शुरू करता है।
explain_three_tries = कोई गोटी न चल सके तो गोटी निकालने के लिए तीन बार पासा फेंकने को मिलता है।
explain_three_tries_bonus = कोई गोटी न चल सके तो गोटी निकालने के लिए तीन बार पासा फेंकने को मिलता है (तीसरी कोशिश से पहले गोटी निकले तो एक और पासा)।
explain_six_again = 6 आने पर फिर से पासा फेंकते हैं।
explain_six_again_without_move = 6 आने पर फिर से पासा फेंकते हैं, चाहे वह 6 काम न आए।
explain_max_sixes = लगातार { $count } छक्के आते ही बारी ख़त्म हो जाती है।
explain_landing_forbidden = अपनी ही गोटी पर नहीं पहुँच सकते।
explain_landing_capture = अपनी ही गोटी पर पहुँचने से वह घर लौट जाती है।
explain_landing_stack = आपकी गोटियाँ एक ही खाने में रह सकती हैं।
explain_landing_block = एक खाने में आपकी दो गोटियाँ दीवार बनाती हैं।
explain_own_start_enter = निकलने वाला अंक नई गोटी निकालता है, चाहे शुरुआती खाने पर आपकी गोटी हो (वह घर लौट जाती है)।
explain_own_start_move_on = शुरुआती खाने पर आपकी गोटी हो तो निकलने वाले अंक से वही गोटी आगे बढ़ती है।
explain_block_nobody = दीवार को कोई पार नहीं कर सकता।
explain_block_opponents = विरोधी आपकी दीवार पार नहीं कर सकते; आप कर सकते हैं।
explain_capture = विरोधी की गोटी पर पहुँचने से वह कट जाती है और अपने घर लौटती है।
explain_no_capture = कोई गोटी कभी नहीं कटती।
explain_safe_start = अपने शुरुआती खाने पर गोटी सुरक्षित है।
explain_capture_at_turn_end = गोटी सिर्फ़ वहीं काटती है जहाँ उसकी चाल ख़त्म होती है।
explain_forced_capture_strict = काट सकते हों तो काटना ज़रूरी है।
explain_forced_capture_huff = जो काटने का मौक़ा छोड़ दे, उसकी एक गोटी बाक़ी खिलाड़ी सज़ा के तौर पर घर भेज सकते हैं।
explain_capture_extra_lap = यह तब भी लागू है जब काटने के लिए गोटी को अपनी मंज़िल से आगे एक और चक्कर लगाना पड़े।
explain_exact_home = { $home ->
    [goal] मंज़िल
   *[home] अंतिम खानों
} में सिर्फ़ सही अंक से पहुँचते हैं।
explain_exact_home_bounce = { $home ->
    [goal] मंज़िल
   *[home] अंतिम खानों
} में सिर्फ़ सही अंक से पहुँचते हैं (ज़्यादा अंक पीछे गिने जाते हैं)।
explain_deepest_free = बड़ा अंक आने पर गोटी { $home ->
    [goal] मंज़िल
   *[home] अंतिम खानों
} के सबसे भीतरी ख़ाली खाने पर रुकती है।
explain_home_jump = { $home ->
    [goal] मंज़िल तक के रास्ते में
   *[home] अंतिम खानों के अंदर
} गोटियाँ एक-दूसरे के ऊपर से कूद सकती हैं।
explain_no_home_jump = { $home ->
    [goal] मंज़िल तक के रास्ते में
   *[home] अंतिम खानों के अंदर
} कूदना मना है।
explain_home_stays = { $home ->
    [goal] मंज़िल तक के रास्ते में
   *[home] अंतिम खानों में
} पहुँची गोटी वहीं रहती है।
explain_may_pass = चाल चलने के बजाय आप बारी छोड़ सकते हैं।
explain_order_highest_roll = सब पासा फेंकते हैं; सबसे बड़े अंक वाला शुरू करता है।
explain_order_fixed_colours = लाल शुरू करता है, फिर घड़ी की दिशा में।
explain_order_seating = जो पहले जुड़ा, वह शुरू करता है।
explain_partners = साथी आमने-सामने बैठते हैं और मिलकर जीतते हैं।
explain_war = युद्ध: कटी गोटियाँ खेल से बाहर हो जाती हैं; आख़िर तक बचा रहने वाला जीतता है ({ $rounds } दौर के बाद सबसे ज़्यादा गोटियों वाला जीतता है)।
explain_play_to_end = खेल तब तक चलता है जब तक हर स्थान तय न हो जाए।
explain_first_home_wins = जो सबसे पहले अपनी सारी गोटियाँ { $home ->
    [goal] मंज़िल
   *[home] अंतिम खानों
} तक पहुँचाए, वह जीतता है।

## चालों का ब्योरा (बोर्ड के नीचे)

who_colour = { $name } ({ $colour })
# $kind: person (आदर से बहुवचन; $gender से स्त्रीलिंग या पुल्लिंग) या computer (एकवचन, पुल्लिंग)।
log_order_roll = { $who } का { $value } आया (पहली बारी तय करने के लिए)
log_begins = { $kind ->
    [computer] { $who } शुरू करता है
   *[person] { $gender ->
        [feminine] { $who } शुरू करती हैं
       *[other] { $who } शुरू करते हैं
    }
}
log_rolled = { $who } का { $value } आया
log_retry = { $kind ->
    [computer] { $who } फिर कोशिश करता है (कोशिश { $value }/3)
   *[person] { $gender ->
        [feminine] { $who } फिर कोशिश करती हैं (कोशिश { $value }/3)
       *[other] { $who } फिर कोशिश करते हैं (कोशिश { $value }/3)
    }
}
log_entered = { $who } ने गोटी { $piece } निकाली
log_moved = { $who } ने गोटी { $piece } चलाई
log_home = { $who }: गोटी { $piece } मंज़िल पर पहुँची
log_captured = { $who } ने { $victim } की गोटी { $victim_piece } काटी
log_own_capture = { $who } ने अपनी ही गोटी { $victim_piece } घर भेजी
log_blocked = { $who } ने दीवार बनाई
log_passed = { $kind ->
    [computer] { $who } कोई चाल नहीं चल सकता
   *[person] { $gender ->
        [feminine] { $who } कोई चाल नहीं चल सकतीं
       *[other] { $who } कोई चाल नहीं चल सकते
    }
}
log_bonus = { $kind ->
    [computer] { $who } फिर से पासा फेंकेगा
   *[person] { $gender ->
        [feminine] { $who } फिर से पासा फेंकेंगी
       *[other] { $who } फिर से पासा फेंकेंगे
    }
}
log_third_six = { $who } का तीसरा 6: बारी ख़त्म
log_huffed = { $seat } ने सज़ा में { $who } की गोटी { $piece } घर भेजी
log_finished = { $who } की सारी गोटियाँ मंज़िल पर
log_placed = { $seat } को { $place } स्थान मिला
log_eliminated = { $seat } युद्ध से बाहर
log_won = { $seat } की जीत!
log_timed_out = { $seat } का समय ख़त्म; बॉट ने उनकी चाल चली
log_away = { $seat } मौजूद नहीं: जगह कंप्यूटर ने संभाली
log_back = { $gender ->
    [feminine] { $seat } लौट आईं
   *[other] { $seat } लौट आए
}

## चाल के बटन ($piece गोटी का नंबर है): 20 अक्षर के नाम के साथ अधिकतम 40 अक्षर, ताकि फ़ोन
## पूरा बटन दिखाए (Discord 80 पर काटता है)

move_pass = बारी छोड़ें
move_hits_own = { $piece } से अपनी गोटी काटें
move_captures = { $piece } से { $victim } को काटें
move_captures_lap = { $piece } से { $victim } को काटें, +1 चक्कर
move_enters = गोटी { $piece } निकालें
move_home = { $piece } → मंज़िल
move_block = { $piece } से दीवार बनाएँ
move_bounces = { $piece }: पीछे गिनें
move_steps = { $piece }: { $steps ->
    [one] { $steps } खाना
   *[other] { $steps } खाने
} आगे

## बोर्ड की तस्वीर के शब्द (बैनर)

picture_player = खिलाड़ी { $number }
picture_nobody = कोई नहीं
picture_wins = { $count ->
    [one] { $who } की जीत!
   *[other] { $who } की जीत!
}
picture_order = { $who } ({ $letter }): पहली बारी के लिए पासा फेंकें
picture_move = { $who } ({ $letter }): चाल चलें
picture_roll = { $who } ({ $letter }): पासा फेंकें
picture_place = { $place }: { $who }

## लाइव बोर्ड का पेज (ब्राउज़र में, देखने वाले की भाषा में)

web-title = लूडो, खेल #{ $game }: लाइव बोर्ड
web-board = लूडो बोर्ड
web-roll = पासा फेंकें
web-moves = आपकी चालें
web-log = चालों का ब्योरा
web-players = खिलाड़ी
web-pace = रफ़्तार: { $pace }
web-time-left = बचा समय: { $time }
web-viewers = देख रहे हैं: { $count }
web-watching = आप यह खेल देख रहे हैं।
web-you-play = आपका रंग: { $colour }
web-your-turn = आपकी बारी!
web-connecting = जुड़ रहे हैं…
web-reconnecting = कनेक्शन टूट गया: फिर से जुड़ रहे हैं…
web-places = अंतिम स्थान
web-computer = कंप्यूटर, { $level }
web-away = मौजूद नहीं: कंप्यूटर खेल रहा है
web-you-away = आप मौजूद नहीं हैं: आपके लौटने तक कंप्यूटर आपकी बारी खेल रहा है।
web-host = होस्ट
web-die = पासे पर { $value } है
web-piece-yard = { $colour }: गोटी { $piece }, घर में
web-piece-track = { $colour }: गोटी { $piece }, खाना { $square } पर
web-piece-home = { $colour }: गोटी { $piece }, एक अंतिम खाने पर
web-piece-goal = { $colour }: गोटी { $piece }, मंज़िल पर
web-piece-out = { $colour }: गोटी { $piece }, खेल से बाहर
web-piece-move = { $piece }: { $move }
web-ended = खेल बिना नतीजे के ख़त्म कर दिया गया।
## अंक तालिका की तस्वीर के शब्द (किसी टूर्नामेंट की)

standings_heading = अंक तालिका
standings_after = राउंड { $round }/{ $rounds } के बाद
standings_final = अंतिम अंक तालिका
standings_player = खिलाड़ी
standings_points = अंक
standings_opponents = विरोधियों के अंक
standings_wins = जीत
standings_games = खेल
standings_more = …और { $count } खिलाड़ी

## खेल और उसके बटन (निजी जवाब, बटन दबाने वाले की भाषा में)

no_game = यहाँ खेल #{ $game } नहीं है।
no_game_here = इस चैनल में कोई खेल नहीं चल रहा: /ludo नया से शुरू करें।
damaged = इस खेल की सहेजी स्थिति ख़राब हो गई है; कोई एडमिन /ludo खत्म से इसे बंद कर सकता है।
other_channel = यह बटन खेल #{ $game } का है, जो किसी दूसरे चैनल में चल रहा है।
already_started = यह खेल शुरू हो चुका है: अब ऊपर वाला बोर्ड ही चालू है।
lobby_closed = यह टेबल बंद हो चुकी है।
lobby_changed = उसी पल टेबल बदल गई: कार्ड अब नई स्थिति दिखा रहा है; फिर कोशिश करें।
already_in = आप इस खेल में पहले से हैं।
full = यह खेल भर चुका है।
not_in = आप इस खेल में नहीं हैं।
host_cannot_leave = होस्ट टेबल नहीं छोड़ सकता; इसके बजाय खेल रद्द करें।
host_only = सिर्फ़ होस्ट { $action } सकता है।
action_computer = कंप्यूटर खिलाड़ी जोड़
action_kick = खिलाड़ियों को हटा
action_rules = इस खेल के नियम बदल
action_start = खेल शुरू कर
action_cancel = खेल रद्द कर
no_seat = ऐसी कोई जगह नहीं है।
too_few = खेल के लिए कम से कम 2 खिलाड़ी चाहिए: किसी को जुड़ने के लिए बुलाएँ या कंप्यूटर जोड़ें।
unknown_button = यह बटन पहचाना नहीं गया।
join_first = पहले खेल से जुड़ें, फिर अपना रंग चुनें।
bad_colour = इनमें से एक चुनें: { $colours }; { $colour } नहीं।
# $kind: person (आदर से बहुवचन) या computer (कंप्यूटर: एकवचन, पुल्लिंग)।
colour_taken = { $kind ->
    [computer] { $colour } रंग से { $name } पहले से खेल रहा है।
   *[person] { $gender ->
        [feminine] { $colour } रंग से { $name } पहले से खेल रही हैं।
       *[other] { $colour } रंग से { $name } पहले से खेल रहे हैं।
    }
}
rules_players = ये नियम { $players ->
    [one] { $players } खिलाड़ी
   *[other] { $players } खिलाड़ियों
} के साथ नहीं चलते: { $option }: { $why }।
not_started = यह खेल अभी शुरू नहीं हुआ।
closed = यह खेल ख़त्म हो चुका है: कार्ड बताता है कैसे ख़त्म हुआ।
over = यह खेल ख़त्म हो चुका है।
out_of_date = वह बोर्ड पुराना था: अब वह खेल की मौजूदा स्थिति दिखाता है।
dice_hash = -# जाँचे जा सकने वाले पासे: सीड का SHA-256 `{ $hash }` है; खेल ख़त्म होने पर सीड दिखाया जाएगा।
dice_seed = -# पासे का सीड `{ $seed }`: हर थ्रो को /ludo जाँच या `ludobot verify` से जाँचें।
export_caption = खेल #{ $game } JSON में: इस फ़ाइल पर `ludobot verify` चलाकर इसके पासे जाँचें।
no_seed = खेल #{ $game } जाँचे जा सकने वाले पासों से नहीं खेला गया (वह उनसे पहले शुरू हुआ था)।
verify_holds = खेल #{ $game }: { $rolls ->
    [0] इसमें जाँचने को कोई थ्रो नहीं है।
    [one] इसका अकेला थ्रो खोले गए सीड से ही आता है।
   *[other] इसके सभी { $rolls } थ्रो खोले गए सीड से ही आते हैं।
} ✅
    -# खोले गए सीड का SHA-256 `{ $hash }` है: यह वही हैश होना चाहिए जो खेल के पहले बोर्ड पर दिखा था।
verify_seed_not_revealed = खेल #{ $game } अभी चल रहा है: ख़त्म होने पर इसका सीड दिखाया जाएगा।
verify_bad_seed = खेल #{ $game }: सहेजा गया सीड ख़राब है।
verify_seed_hash_differs = खेल #{ $game }: सीड दिखाए गए हैश से मेल नहीं खाता। ❌
verify_roll_differs = खेल #{ $game }: थ्रो नंबर { $roll } सीड से मेल नहीं खाता। ❌
    -# खोले गए सीड का SHA-256 `{ $hash }` है: यह वही हैश होना चाहिए जो खेल के पहले बोर्ड पर दिखा था।
verify_illegal_action = खेल #{ $game }: क़दम नंबर { $action } दोबारा नहीं चल पाता। ❌
    -# खोले गए सीड का SHA-256 `{ $hash }` है: यह वही हैश होना चाहिए जो खेल के पहले बोर्ड पर दिखा था।
dice_title = **खेल #{ $game } के पासे** (अंक 1 से 6):
dice_line = { $name }: { $rolls ->
    [one] { $rolls } बार पासा फेंका
   *[other] { $rolls } बार पासा फेंका
}: { $faces } · छक्के { $sixes } · निष्पक्षता जाँच: p = { $p }
dice_game_p = पूरा खेल: निष्पक्षता जाँच, p = { $p } (0.001 से कम हो तो शक की बात है)।
dice_no_rolls = खेल #{ $game } में अभी तक किसी ने पासा नहीं फेंका है।
dice_server = इस सर्वर के पिछले 1,000 खेल: { $rolls ->
    [one] { $rolls } थ्रो
   *[other] { $rolls } थ्रो
}, निष्पक्षता जाँच: p = { $p }।
dice_server_none = इस सर्वर के खेलों में अभी तक कोई पासा नहीं फेंका गया।
dice_server_label = यह सर्वर
stopping = बॉट फिर से शुरू हो रहा है: थोड़ी देर में फिर दबाएँ।
already_done = यह हो चुका है: बोर्ड खेल की मौजूदा स्थिति दिखाता है।
move_gone = वह चाल अब मुमकिन नहीं: बोर्ड अभी की चालें दिखाता है।
cannot_huff = आप अभी सज़ा नहीं दे सकते।
huff_others = { $name } ने काटने का मौक़ा छोड़ा: सिर्फ़ बाक़ी खिलाड़ी सज़ा दे सकते हैं।
not_your_turn = अभी { $name } की बारी है।
not_a_player = आप इस खेल में नहीं हैं; अभी { $name } की बारी है।
move_first = पहले एक चाल चुनें।
illegal = अभी इसकी इजाज़त नहीं है।
board_below = हो गया; चालू बोर्ड नीचे है: { $url }
behind_below = वह बोर्ड पुराना है; चालू बोर्ड यहाँ है: { $url }

## अंत, रीमैच, रीप्ले

already_over = यह खेल पहले ही ख़त्म हो चुका है।
end_not_allowed = इस खेल को सिर्फ़ होस्ट या चैनल प्रबंधित करने वाला ही ख़त्म कर सकता है।
changed_meanwhile = उसी पल खेल बदल गया; फिर कोशिश करें।
damaged_ended = ख़राब खेल बंद कर दिया गया।
confirm_end = खेल #{ $game } सबके लिए ख़त्म करें? इसे पलटा नहीं जा सकेगा।
end_done = खेल #{ $game } ख़त्म कर दिया गया।
end_used = खेल #{ $game }: यह पुष्टि पहले ही इस्तेमाल हो चुकी है।
rematch_players_only = रीमैच सिर्फ़ इस खेल के खिलाड़ी माँग सकते हैं।
rematch_exists = इस चैनल में पहले से एक नया खेल है।
rematch_open = रीमैच की टेबल नीचे खुली है: सब तैयार हों तो **शुरू करें** दबाएँ।
never_started = खेल #{ $game } कभी शुरू ही नहीं हुआ, इसलिए दिखाने को कुछ नहीं है।
still_running = खेल #{ $game } अभी चल रहा है: ख़त्म होने पर इसका रीप्ले आएगा।
no_finished = यहाँ अभी तक कोई खेल ख़त्म नहीं हुआ है।
replay_failed = माफ़ कीजिए, रीप्ले नहीं बन सका।
replay_too_big = माफ़ कीजिए, इस खेल का रीप्ले यहाँ भेजने के लिए बहुत बड़ा है।
replay_upload_failed = माफ़ कीजिए, रीप्ले भेजा नहीं जा सका।
replay_caption = खेल #{ $game } का रीप्ले
replay_caption_highlights = खेल #{ $game } की झलकियाँ: कटी गोटियाँ और मंज़िल तक पहुँचना
replay_caption_last = खेल #{ $game } की आख़िरी चालें

## कमांड के जवाब

channel_busy = इस चैनल में पहले से एक खेल है: { $url }
game_open = आपका खेल #{ $game } खुल गया है: सब आ जाएँ तो **शुरू करें** दबाएँ।
here_is_board = यह रहा बोर्ड: { $url }
no_game_in_channel = इस चैनल में कोई खेल नहीं है।
need_manage = सर्वर के नियम बदलने के लिए "सर्वर प्रबंधित करें" की अनुमति चाहिए।
takes_yes_no = `yes` या `no`
takes_timer = 30 से 86400 सेकंड, या `off`
takes_language = `auto` या इनमें से एक: { $languages }
takes_away = `computer`, `remove` या `off`
setting_seconds = { $seconds } सेकंड
setting_off = बंद
setting_yes = हाँ
setting_no = नहीं
setting_away_computer = खिलाड़ी के लौटने तक कंप्यूटर उनकी जगह खेलता है
setting_away_remove = खिलाड़ी हटा दिया जाता है, कंप्यूटर आगे खेलता है
setting_name_turn_timer = हर बारी का समय
setting_name_language = बोर्ड की भाषा
setting_name_auto_move = सिर्फ़ एक चाल मुमकिन हो तो बॉट उसे अपने आप चल देता है
setting_name_ping = जिसकी बारी हो, उसे मेंशन करें
setting_name_ping_after = सिर्फ़ उसे मेंशन करें जिसने इतने समय में नहीं दबाया
setting_name_away = लगातार 3 बारी समय ख़त्म होने पर
setting_name_pace = नए खेलों की रफ़्तार
setting_name_takeover = किसी की जगह संभालना
setting_takeover_host = होस्ट पुष्टि करता है
setting_takeover_anyone = चैट में कोई भी, बिना पूछे
config_setting = { $name } ({ $option }): **{ $value }**
config_rule = - { $name } (`{ $rule }`)
need_permissions = इसके लिए ये अनुमतियाँ चाहिए: { $permissions }।
guild_only = लूडो सर्वर के चैनल में खेला जाता है, DM में नहीं।
rules_unreadable = नियम पढ़े नहीं जा सके: { $why }
stats = **{ $name }**: { $games } खेल, { $wins } जीत, औसत स्थान { $mean }, { $captures ->
    [one] { $captures } गोटी काटी
   *[other] { $captures } गोटियाँ काटीं
}।
stats_rating = रेटिंग { $rating } (μ { $mu }, σ { $sigma }); { $games ->
    [one] पिछले रेटेड खेल में
   *[other] पिछले { $games } रेटेड खेलों में
} { $trend }।
stats_rating_first = पहले रेटेड खेल के बाद रेटिंग { $rating } (μ { $mu }, σ { $sigma })।
dice_description = हर खिलाड़ी ने हर अंक कितनी बार फेंका, और सर्वर के पासे
stats_colour = पसंदीदा रंग: { $colour }।
rated_line = { $rank }. { $who }: { $games ->
    [one] { $games } खेल
   *[other] { $games } खेलों
} में रेटिंग { $rating }
rated_computer = कंप्यूटर ({ $level })
leaderboard_empty = इस सर्वर पर अभी किसी ने कोई खेल पूरा नहीं किया।
leaderboard_title = लीडरबोर्ड
help_new = **/ludo नया** खेल खोलता है; बाक़ी लोग **जुड़ें** दबाते हैं (या होस्ट **कंप्यूटर जोड़ें**) और मेन्यू से रंग चुन सकते हैं; होस्ट **शुरू करें** दबाता है।
help_turn = अपनी बारी पर **पासा फेंकें** दबाएँ, फिर जिस गोटी को चलाना है उसका बटन: बटनों के नंबर गोटियों के नंबर हैं।
help_commands = **/ludo बोर्ड** बोर्ड फिर दिखाता है · **/ludo नियम** नियम समझाता है · **/ludo खत्म** खेल ख़त्म करता है।
help_record = रिकॉर्ड के लिए **/ludo आँकड़े**, **/ludo लीडरबोर्ड**, **/ludo रीप्ले**।
help_admins = एडमिन: **/ludo सेटिंग** सर्वर का वैरिएंट, ख़ास नियम और भाषा तय करता है।
help_presets = वैरिएंट: { $presets }।
config_show = वैरिएंट: **{ $preset_name }** (`{ $preset }`)
    ख़ास नियम: { $overrides }
    { $settings }
no_house_rules = कोई नहीं
title_defaults = **सर्वर की डिफ़ॉल्ट सेटिंग**
title_preset_set = **वैरिएंट तय हुआ**
title_option_set = **{ $option } तय हुआ**
title_reset = **सेटिंग फिर से डिफ़ॉल्ट**
title_language_set = **भाषा तय हुई**
leaderboard_line = { $rank }. <@{ $user }>: { $games ->
    [one] { $games } खेल
   *[other] { $games } खेलों
} में { $wins } जीत
bad_input = { $option } के लिए दिया गया मान इस्तेमाल नहीं किया जा सकता: { $why }
sorry = मेरी तरफ़ कुछ गड़बड़ हो गई; खेल जैसा था वैसा सहेजा हुआ है। थोड़ी देर में फिर कोशिश करें, या /ludo बोर्ड से बोर्ड फिर दिखाएँ।
sorry_command = मेरी तरफ़ कुछ गड़बड़ हो गई; कुछ नहीं बदला गया। थोड़ी देर में फिर कोशिश करें।
store_error = खेल अभी सहेजा नहीं जा सका; कुछ नहीं बदला। फिर कोशिश करें।
no_owner = बॉट का जो हिस्सा यह खेल चलाता है, वह अभी नहीं चल रहा है; कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।
owner_silent = बॉट का जो हिस्सा यह खेल चलाता है, उसने समय पर जवाब नहीं दिया। आपकी चाल फिर भी गिनी जा सकती है: दोबारा दबाने से पहले बोर्ड देख लें।
owner_unreachable = आपकी चाल बॉट के उस हिस्से तक नहीं पहुँची जो यह खेल चलाता है; कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।
bot_needs_permissions = मुझे इस चैनल में ये अनुमतियाँ चाहिए: { $permissions }।
permission_view_channel = चैनल देखें
permission_send_messages = संदेश भेजें
permission_send_messages_in_threads = थ्रेड में संदेश भेजें
permission_embed_links = लिंक एम्बेड करें
permission_attach_files = फ़ाइलें अटैच करें
permission_read_message_history = संदेश इतिहास पढ़ें
permission_add_reactions = रिएक्शन जोड़ें
permission_use_application_commands = ऐप्लिकेशन कमांड इस्तेमाल करें
permission_manage_messages = संदेश प्रबंधित करें
permission_manage_channels = चैनल प्रबंधित करें
permission_manage_guild = सर्वर प्रबंधित करें
commands_changed = बॉट की कमांड अभी-अभी बदली हैं: Discord के नई कमांड दिखाने तक एक मिनट रुकें, फिर कोशिश करें।
command_refused = यह कमांड यहाँ इस्तेमाल नहीं हो सकती।

## नियम और सेटिंग (विकल्पों के नाम और मान वैसे ही रहते हैं जैसे टाइप होते हैं: capture=no)

unknown_preset = अनजान वैरिएंट { $preset }; इनमें से एक चुनें: { $presets }।
bad_setting = { $setting } के लिए { $takes } चाहिए, { $value } नहीं।
bad_rules = ये नियम नहीं चलते: { $option }: { $why }।
rules_clash_preset = { $option } { $value } { $preset_name } के साथ नहीं चलता, जो { $other } { $other_value } तय करता है; फिर भी ऐसे खेलना हो तो { $fix } जोड़ें।
unknown_option = { $option } नियम का विकल्प नहीं है; विकल्प ये हैं: { $options }।
rule_format = हर नियम नाम=मान की तरह लिखें, { $token } की तरह नहीं।
repeated_option = { $option } दो बार दिया गया है: जो चाहिए, वही रखें।
rule_token = { $token } न तो कोई वैरिएंट ({ $presets }) है, न नाम=मान।
repeated_preset = दो वैरिएंट दिए गए हैं, { $first } और { $second }: जो चाहिए, वही रखें।
repeated_value = { $option } में { $value } दो बार लिखा है: हर मान एक ही बार लिखें।
setting_not_rule = { $option } सर्वर की सेटिंग है, नियम नहीं: एडमिन इसे `/ludo सेटिंग तय` से बदलते हैं।
nothing_typed = (कुछ नहीं)

## सबके लिए पंक्तियाँ (टेबल के फ़ुटर और सूचनाएँ)

opened = { $name } ने एक खेल खोला।
joined = { $gender ->
    [feminine] { $name } जुड़ गईं।
   *[other] { $name } जुड़ गए।
}
left = { $name } ने टेबल छोड़ दी।
computer_joined = { $name } (कंप्यूटर, { $level }) जुड़ गया।
bad_level = कंप्यूटर का { $level } स्तर नहीं है; इनमें से एक चुनें: { $levels }।
too_many_computers = { $computers ->
    [one] { $computers } कंप्यूटर खिलाड़ी नहीं आ सकता
   *[other] { $computers } कंप्यूटर खिलाड़ी नहीं आ सकते
}: इस टेबल पर आपके अलावा { $most ->
    [0] किसी और की जगह नहीं है।
   *[other] सिर्फ़ { $most } की जगह है।
}
removed = { $name } को हटा दिया गया।
rules_set = नियम: { $preset_name } · ख़ास नियम: { $overrides }।
started = खेल शुरू!
cancelled = खेल रद्द कर दिया गया।
any_colour = { $gender ->
    [feminine] { $name } कोई भी रंग लेंगी।
   *[other] { $name } कोई भी रंग लेंगे।
}
colour_chosen = { $gender ->
    [feminine] { $name } { $colour } रंग से खेलेंगी।
   *[other] { $name } { $colour } रंग से खेलेंगे।
}
timed_out = { $name } का समय ख़त्म हो गया।
away = { $gender ->
    [feminine] { $name } का समय लगातार 3 बार ख़त्म हुआ: जब तक वे **मैं वापस हूँ** नहीं दबातीं या /ludo जुड़ें नहीं लिखतीं, कंप्यूटर (सामान्य) उनकी जगह खेलेगा।
   *[other] { $name } का समय लगातार 3 बार ख़त्म हुआ: जब तक वे **मैं वापस हूँ** नहीं दबाते या /ludo जुड़ें नहीं लिखते, कंप्यूटर (सामान्य) उनकी जगह खेलेगा।
}
away_removed = { $name } का समय लगातार 3 बार ख़त्म हुआ और उन्हें हटा दिया गया: अंत तक कंप्यूटर उनकी जगह खेलेगा।
back = { $gender ->
    [feminine] { $name } लौट आई हैं और अपनी बारी फिर ख़ुद खेलेंगी।
   *[other] { $name } लौट आए हैं और अपनी बारी फिर ख़ुद खेलेंगे।
}
not_away = आपकी जगह कोई नहीं खेल रहा: आप ग़ैरहाज़िर नहीं माने गए हैं।
removed_for_good = आपका समय बार-बार ख़त्म हुआ, इसलिए आपको इस खेल से हटा दिया गया: अंत तक कंप्यूटर आपकी जगह खेलेगा।
away_press_back = आपकी ग़ैरहाज़िरी में कंप्यूटर आपकी बारी खेल रहा है: पहले **मैं वापस हूँ** दबाएँ (या /ludo जुड़ें)।
not_in_game = इस खेल में आपकी कोई जगह नहीं है।
ended = खेल { $name } ने ख़त्म किया।
rematch = { $gender ->
    [feminine] { $name } रीमैच चाहती हैं: तैयार हों तो **शुरू करें** दबाएँ।
   *[other] { $name } रीमैच चाहते हैं: तैयार हों तो **शुरू करें** दबाएँ।
}
moved_down = यह बोर्ड नीचे चला गया: { $url }

## कार्ड (टेबल और बोर्ड)

lobby_title = ## लूडो: नया खेल
lobby_rules = **नियम:** { $summary }
lobby_how = जगह लेने के लिए **जुड़ें** दबाएँ; होस्ट **शुरू करें** दबाता है (2 या ज़्यादा खिलाड़ी)।
seats = **जगहें { $taken }/{ $most }**
nobody_yet = अभी कोई नहीं
seat_line = { $number }. { $who }
seat_colour = ({ $colour })
seat_computer = · कंप्यूटर, { $level }
seat_host = · होस्ट
choose_level = कंप्यूटर खिलाड़ी जोड़ें: उसका स्तर चुनें
level_easy_about = नौसिखिया: अक्सर कोई भी गोटी चला देता है।
level_normal_about = पक्का खिलाड़ी: काटता है, गोटियाँ निकालता है, आगे वाली गोटी दौड़ाता है।
level_hard_about = हर चाल का जोखिम तौलता है। सबसे मज़बूत।
footer_game = -# खेल #{ $game }
footer_round = -# खेल #{ $game } · दौर { $round }
turn_head = ## { $name } की बारी ({ $colour })
ask_thinking = { $who } सोच रहा है…
ask_away = { $who } मौजूद नहीं हैं: उनकी जगह कंप्यूटर खेल रहा है…
ask_order = { $who }, पहली बारी के लिए पासा फेंकें।
ask_move = { $who }, एक चाल चुनें।
ask_roll = { $who }, पासा फेंकने की बारी आपकी है।
wins_one = ## 🏆 { $who } की जीत!
wins_many = ## 🏆 { $who } की जीत!
place_line = { $place } स्थान: { $who }
huff_label = सज़ा दें! { $name } की गोटी { $piece }
label_join = जुड़ें
label_leave = छोड़ें
label_start = शुरू करें
label_cancel = रद्द करें
label_computer = कंप्यूटर जोड़ें
label_rules = नियम…
label_roll = 🎲 पासा फेंकें
label_rematch = रीमैच
label_replay = रीप्ले GIF
label_end = हाँ, खेल ख़त्म करें
label_any_colour = कोई भी रंग
label_back = मैं वापस हूँ
choose_colour = अपना रंग चुनें
board_description = लूडो बोर्ड
# तस्वीरों की फ़ाइलों के नाम, ".png" के बिना: सिर्फ़ ASCII अक्षर, अंक और हाइफ़न।
file_board = board
file_dice = pase
last_roll = पिछला थ्रो: **{ $roll }**
nobody_rolled = अभी किसी ने पासा नहीं फेंका।
your_turn = { $mention }, खेल #{ $game } में आपकी बारी है।

## नियमों का फ़ॉर्म (होस्ट का नियम… बटन)

form_title = इस खेल के नियम
form_preset = वैरिएंट
form_rules = ख़ास नियम
form_rules_hint = नाम=मान के जोड़े; /ludo नियम उनका मतलब बताता है

## नियम क्यों नहीं चलते (bad_rules के अंदर)

rule_invalid = मुमकिन नहीं
rule_not_yes_no = `yes` या `no` होना चाहिए, { $value } नहीं
rule_not_a_choice = { $value } इनमें से नहीं है: { $choices }
rule_not_in_range = मान { $value } नहीं चलेगा: यह { $low } से { $high } तक होना चाहिए
rule_unknown_preset = { $preset } नाम का कोई वैरिएंट नहीं; इनमें से एक चुनें: { $presets }
rule_unknown_option = ऐसा कोई विकल्प नहीं; विकल्प ये हैं: { $options }
rule_war_play_to_end = `war` और `play_to_end` साथ नहीं चलते (युद्ध में कोई मंज़िल तक नहीं पहुँचता)
rule_extra_lap_forced = `capture_extra_lap` के लिए `forced_capture=strict` या `forced_capture=huff` चाहिए
rule_bonus_three_tries = `three_tries_bonus` के लिए `three_tries` चाहिए
rule_home_walled = अंतिम खानों वाले बोर्ड पर `home_moves=no` और `home_jump=no` साथ हों तो भीतरी खाने हमेशा के लिए बंद हो जाएँगे
rule_players_range = { $players } खिलाड़ी: खेल 2 से 6 खिलाड़ियों का है
rule_board_too_small = { $board } में { $colours } रंग हैं, { $used } के लिए कम; `classic6` लें
rule_board_too_small_any = { $board } में { $colours } रंग हैं, { $used } के लिए कम
rule_partners_odd = साथियों के लिए जगहें सम संख्या में चाहिए, { $used } नहीं
rule_partners_four = साथियों के लिए दो टीमें चाहिए: खेल में कम से कम चार रंग
rule_partners_one_colour = साथियों वाले खेल में हर खिलाड़ी सिर्फ़ एक रंग से खेलता है, दो से नहीं
rule_partners_opposite = साथी आमने-सामने बैठते हैं: हर रंग के सामने वाला रंग भी खेल में हो
rule_two_colours_each = { $players } खिलाड़ी इस बोर्ड पर दो-दो रंग नहीं खेल सकते
rule_players_or_seating = खिलाड़ियों की संख्या या बैठने का क्रम बताएँ
rule_players_seats = { $seats ->
    [one] { $seats } जगह
   *[other] { $seats } जगहों
} के लिए { $players } खिलाड़ी
rule_seat_colours = हर जगह को { $board } के अपने रंग चाहिए
rule_seat_needs_colour = हर जगह को एक रंग चाहिए
rule_colour_not_in_play = { $colour } रंग खेल में नहीं है
rule_colour_pieces = { $colour } रंग को चार गोटियाँ चाहिए

## `ludobot verify` (कमांड लाइन)

cli_verify_holds = सही: सभी { $rolls } थ्रो खोले गए सीड से आते हैं, और हर क़दम नियम के मुताबिक़ है
cli_verify_seed_not_revealed = अभी जाँच नहीं हो सकती: खेल ख़त्म होने पर सीड खोला जाता है
cli_verify_bad_seed = खोला गया सीड hex में 32 बाइट नहीं है
cli_verify_seed_hash_differs = खोला गया सीड शुरू में दिखाए गए हैश से मेल नहीं खाता
cli_verify_roll_differs = थ्रो नंबर { $roll } (क़दम { $action }) सीड से मेल नहीं खाता
cli_verify_illegal_action = दोबारा चलाए गए खेल में क़दम नंबर { $action } नियम के ख़िलाफ़ है
cli_export_unreadable = फ़ाइल को टेक्स्ट की तरह पढ़ा नहीं जा सकता
cli_export_not_json = यह JSON नहीं है (पंक्ति { $line }, स्तंभ { $column })
cli_export_not_export = यह ludobot का एक्सपोर्ट किया खेल नहीं है (फ़ॉर्मैट { $format })
cli_export_malformed = फ़ील्ड { $field } ग़ायब है या ग़लत है
cli_export_rules = नियम या जगहें सही नहीं हैं: { $why }
cli_export_action = क़दम नंबर { $action } चला नहीं जा सकता
cli_verify_hash = खोले गए सीड का SHA-256: { $hash } (यह वही हैश होना चाहिए जो खेल के पहले बोर्ड पर दिखा था)

## स्लैश कमांड (नाम: 1 से 32 अक्षर, बिना ख़ाली जगह; विवरण अधिकतम 100)

cmd-ludo = ludo
cmd-ludo-desc = लूडो और उसके जैसे दूसरे खेल खेलें
cmd-ludo-new = नया
cmd-ludo-new-desc = इस चैनल में नया खेल खोलें: बाक़ी लोग बटन से जुड़ते हैं।
cmd-ludo-new-preset = वैरिएंट
cmd-ludo-new-preset-desc = कौन-सा वैरिएंट खेलना है (डिफ़ॉल्ट: सर्वर वाला)
cmd-ludo-new-rules = नियम
cmd-ludo-new-rules-desc = इस खेल के ख़ास नियम, जैसे capture=no six_again=yes
cmd-ludo-new-players = खिलाड़ी
cmd-ludo-new-players-desc = टेबल पर जगहें, 2 से 6 (डिफ़ॉल्ट: जितनी बोर्ड पर हैं)
cmd-ludo-new-computers = कंप्यूटर
cmd-ludo-new-computers-desc = शुरू से बैठे कंप्यूटर खिलाड़ी, 0 से 5 (डिफ़ॉल्ट: कोई नहीं)
cmd-ludo-new-level = स्तर
cmd-ludo-new-level-desc = उन कंप्यूटर खिलाड़ियों का स्तर (डिफ़ॉल्ट: सामान्य)
cmd-ludo-join = जुड़ें
cmd-ludo-join-desc = इस चैनल के खुले खेल में जगह लें, या ग़ैरहाज़िरी के बाद अपनी जगह वापस लें।
cmd-ludo-leave = छोड़ें
cmd-ludo-leave-desc = अपनी जगह छोड़ें: शुरू होने से पहले, या चलते खेल में (कंप्यूटर उसे संभाल लेता है)।
cmd-ludo-start = शुरू
cmd-ludo-start-desc = इस चैनल का खेल शुरू करें (होस्ट)।
cmd-ludo-board = बोर्ड
cmd-ludo-board-desc = चालू बोर्ड फिर से चैनल में सबसे नीचे दिखाएँ।
cmd-ludo-rules = नियम
cmd-ludo-rules-desc = इस चैनल के खेल के नियम (या सर्वर के डिफ़ॉल्ट नियम) आसान शब्दों में।
cmd-ludo-stats = आँकड़े
cmd-ludo-stats-desc = यहाँ के और हर जगह के कुल खेल, जीत, स्थान और काटी गई गोटियाँ।
cmd-ludo-stats-member = सदस्य
cmd-ludo-stats-member-desc = किसके आँकड़े (डिफ़ॉल्ट: आपके)
cmd-ludo-leaderboard = लीडरबोर्ड
cmd-ludo-leaderboard-desc = कौशल रेटिंग (OpenSkill) के हिसाब से यहाँ के सबसे अच्छे खिलाड़ी, कंप्यूटर के स्तर भी।
cmd-ludo-replay = रीप्ले
cmd-ludo-replay-desc = ख़त्म हुआ खेल चलती GIF में: पूरा, झलकियाँ या आख़िरी हिस्सा।
cmd-ludo-replay-game = खेल
cmd-ludo-replay-game-desc = खेल का नंबर (डिफ़ॉल्ट: यहाँ आख़िरी ख़त्म हुआ खेल)
cmd-ludo-replay-part = हिस्सा
cmd-ludo-replay-part-desc = पूरा खेल (डिफ़ॉल्ट), झलकियाँ या आख़िरी 30 चालें
cmd-ludo-export = एक्सपोर्ट
cmd-ludo-export-desc = खेल JSON फ़ाइल में: नियम, जगहें, हर क़दम और, ख़त्म होने पर, पासे का सीड।
cmd-ludo-export-game = खेल
cmd-ludo-export-game-desc = खेल का नंबर (डिफ़ॉल्ट: यहाँ आख़िरी ख़त्म हुआ खेल)
cmd-ludo-verify = जाँच
cmd-ludo-verify-desc = ख़त्म हुए खेल का हर थ्रो उसके खोले गए सीड से दोबारा निकालकर जाँचें।
cmd-ludo-verify-game = खेल
cmd-ludo-verify-game-desc = खेल का नंबर (डिफ़ॉल्ट: यहाँ आख़िरी ख़त्म हुआ खेल)
cmd-ludo-dice = पासे
cmd-ludo-dice-desc = हर खिलाड़ी ने हर अंक कितनी बार फेंका, काई-स्क्वेयर निष्पक्षता जाँच के साथ।
cmd-ludo-dice-game = खेल
cmd-ludo-dice-game-desc = खेल का नंबर (डिफ़ॉल्ट: यहाँ का खेल, या आख़िरी ख़त्म हुआ)
cmd-ludo-help = मदद
cmd-ludo-help-desc = इस बॉट के साथ कैसे खेलें।
cmd-ludo-end = खत्म
cmd-ludo-end-desc = इस चैनल का खेल ख़त्म करें (होस्ट, या चैनल प्रबंधित करने वाला)।
cmd-ludo-config = सेटिंग
cmd-ludo-config-desc = डिफ़ॉल्ट नियम: इस सर्वर के (सर्वर प्रबंधित करें), या सर्वर के बाहर आपके अपने
cmd-ludo-config-show = दिखाएँ
cmd-ludo-config-show-desc = इस सर्वर के डिफ़ॉल्ट नियम।
cmd-ludo-config-preset = वैरिएंट
cmd-ludo-config-preset-desc = सर्वर का डिफ़ॉल्ट वैरिएंट चुनें।
cmd-ludo-config-preset-preset = वैरिएंट
cmd-ludo-config-preset-preset-desc = इस सर्वर के नए खेल कौन-सा वैरिएंट खेलें
cmd-ludo-config-set = तय
cmd-ludo-config-set-desc = इस सर्वर के नए खेलों के लिए एक ख़ास नियम तय करें।
cmd-ludo-config-set-option = विकल्प
cmd-ludo-config-set-option-desc = नियम का कोई विकल्प, या { $settings }
cmd-ludo-config-set-value = मान
cmd-ludo-config-set-value-desc = उसका मान, जैसे yes, no, 3, bounce, {"{"}1,6{"}"}
cmd-ludo-config-reset = रीसेट
cmd-ludo-config-reset-desc = बिना ख़ास नियमों के जर्मन क्लासिक पर वापस।
cmd-ludo-config-language = भाषा
cmd-ludo-config-language-desc = इस सर्वर के बोर्ड, टेबल और चालों के ब्योरे की भाषा।
cmd-ludo-config-language-language = भाषा
cmd-ludo-config-language-language-desc = auto: सर्वर की अपनी भाषा (सर्वर सेटिंग, कम्युनिटी)

## कमांड के मेन्यू के विकल्प (अधिकतम 100 अक्षर)

choice-madn = { preset_madn } (madn)
choice-mejn = { preset_mejn } (mejn)
choice-ludo = { preset_ludo } (ludo)
choice-fia = { preset_fia } (fia)
choice-marbles = { preset_marbles } (marbles)
choice-easy = { level_easy }
choice-normal = { level_normal }
choice-hard = { level_hard }
choice-all = पूरा खेल
choice-highlights = झलकियाँ: कटी गोटियाँ और मंज़िल तक पहुँचना
choice-last-30 = आख़िरी 30 चालें
choice-auto = अपने आप: सर्वर की भाषा

## वे चैट जिनमें बॉट सिर्फ़ जवाब दे सकता है (ग्रुप DM, दोस्तों के बीच DM, बिना बॉट वाला सर्वर)

external_apps_off = यह सर्वर अपने सदस्यों के इंस्टॉल किए ऐप को सबके सामने जवाब देने नहीं देता ("बाहरी ऐप इस्तेमाल करें" बंद है), इसलिए खेल किसी और को नहीं दिखेगा। DM या ग्रुप DM में खेलें, या सर्वर के एडमिन से बॉट जोड़ने को कहें।
footer_as_of = -# { $at } अपडेट हुआ: यहाँ बोर्ड तब बदलता है जब कोई बटन दबाता है।
card_waits = यहाँ का बोर्ड यह बदलाव अगली बार बटन दबाने पर, या /ludo बोर्ड से दिखाएगा।
board_failed = बोर्ड यहाँ नहीं दिखाया जा सका; थोड़ी देर में /ludo बोर्ड फिर आज़माएँ।
stats_everywhere = हर जगह कुल: { $games } खेल, { $wins } जीत, औसत स्थान { $mean }, { $captures ->
    [one] { $captures } गोटी काटी
   *[other] { $captures } गोटियाँ काटीं
}।

## रफ़्तार, निजी "आपकी बारी" संदेश, आपके खेल

# खेल की रफ़्तार: लाइव (हर क़दम के लिए खेल के डिफ़ॉल्ट वाला बारी का समय) या वे घंटे
# जो किसी को पूरी बारी के लिए मिलते हैं।
pace_live = लाइव
pace_1h = हर बारी 1 घंटा
pace_12h = हर बारी 12 घंटे
pace_24h = हर बारी 24 घंटे
pace_72h = हर बारी 72 घंटे
choice-live = { pace_live }
choice-1h = { pace_1h }
choice-12h = { pace_12h }
choice-24h = { pace_24h }
choice-72h = { pace_72h }
choose_pace = रफ़्तार: हर बारी में कितना समय लग सकता है
lobby_pace = **रफ़्तार:** { $pace }
# बोर्ड की रफ़्तार, और चाल चलने वाले का समय कब ख़त्म होता है; $at: Discord का
# टाइमस्टैम्प, जिसे हर पढ़ने वाला अपनी भाषा और समय क्षेत्र में देखता है ("5 घंटे में")।
card_pace = -# रफ़्तार: { $pace } · समय { $at } ख़त्म होगा
card_pace_untimed = -# रफ़्तार: { $pace }
pace_set = अब रफ़्तार है: { $pace }।
bad_pace = { $pace } कोई रफ़्तार नहीं है; इनमें से एक चुनें: { $paces }।
action_pace = इस खेल की रफ़्तार बदल
takes_pace = `live`, `1h`, `12h`, `24h` या `72h`
takes_dm = `slow`, `always` या `never`
# चाल चलने वाले को सीधा संदेश; $url: बोर्ड का लिंक।
dm_turn = खेल #{ $game } में आपकी बारी: { $url }
dm_turn_ends = खेल #{ $game } में आपकी बारी: { $url } (समय { $at } ख़त्म होगा)
dm_reminder = याद दिला दें: खेल #{ $game } में आपका समय { $at } ख़त्म होगा: { $url }
dm_your_move = खेल #{ $game } में अपनी चाल चुनें: { $url }
dm_played = खेल #{ $game } में चाल चल दी गई: { $url }
dm_turn_over = खेल #{ $game } में यह बारी निकल चुकी है: { $url }
dm_set = आपकी बारी पर DM: { $when }।
dm_unreachable = Discord ने बॉट का आपको भेजा पिछला “आपकी बारी” संदेश ठुकरा दिया (आपके DM बॉट के लिए बंद हैं, या आपने उसे ब्लॉक किया है), इसलिए उसने कुछ समय के लिए कोशिश करना बंद कर दिया। अब आपने बॉट का इस्तेमाल किया है, तो आपकी अगली बारी का संदेश फिर से भेजने की कोशिश होगी।
dm_when_slow = धीमे खेलों में
dm_when_always = हर खेल में
dm_when_never = कभी नहीं
choice-slow = { dm_when_slow }
choice-always = { dm_when_always }
choice-never = { dm_when_never }
mygames_title = ## आपके खेल
mygames_yours = **आपकी बारी** · खेल #{ $game } · { $pace } · { $url }
mygames_other = { $name } की बारी · खेल #{ $game } · { $pace } · { $url }
mygames_lobby = टेबल · खेल #{ $game } · { $pace } · { $url }
mygames_ends = समय { $at } ख़त्म होगा
no_games = आप अभी किसी खेल में शामिल नहीं हैं।
cmd-ludo-new-pace = रफ़्तार
cmd-ludo-new-pace-desc = हर बारी में कितना समय लग सकता है (डिफ़ॉल्ट: इस सर्वर वाली)
cmd-ludo-dm = संदेश
cmd-ludo-dm-desc = बॉट आपको कब निजी तौर पर बताए कि आपकी बारी है।
cmd-ludo-dm-when = कब
cmd-ludo-dm-when-desc = धीमे खेलों में (डिफ़ॉल्ट), हर खेल में, या कभी नहीं
cmd-ludo-mygames = मेरे-खेल
cmd-ludo-mygames-desc = आपके सभी खेल, पहले वे जिनमें आपकी बारी है।
cmd-ludo-gender = लिंग
cmd-ludo-gender-desc = जिन भाषाओं में ज़रूरी हो, आपके बारे में वाक्य किस लिंग में हों (दूसरों को बस वही दिखता है)।
cmd-ludo-gender-form = रूप
cmd-ludo-gender-form-desc = स्त्रीलिंग, पुल्लिंग या तय नहीं (तटस्थ शब्द)
gender_set = आपके बारे में वाक्यों का लिंग: { $form }।
gender_form_unset = तय नहीं (तटस्थ शब्द)
gender_form_feminine = स्त्रीलिंग
gender_form_masculine = पुल्लिंग
choice-unset = { gender_form_unset }
choice-feminine = { gender_form_feminine }
choice-masculine = { gender_form_masculine }
takes_gender = `unset`, `feminine` या `masculine`

## जगहें जो दूसरे हाथों में जाती हैं

# किसी खिलाड़ी ने चलता खेल छोड़ा; $computer: वह कंप्यूटर जो जगह लेता है।
left_running = { $name } ने खेल छोड़ दिया: { $computer } उनकी जगह ले रहा है।
# $seat: जगह का नंबर; $old: जिसके पास वह थी।
took_seat = { $name } ने { $old } से जगह { $seat } संभाली।
seat_not_free = जगह { $seat } { $name } की है: सिर्फ़ कंप्यूटर की जगह, या हटाए गए खिलाड़ी की जगह, संभाली जा सकती है।
action_takeover = जगह सौंप
takes_takeover = `host` या `anyone`
log_handover = { $seat } ने जगह संभाली
# रीप्ले के नीचे: हर बार जगह सौंपना, उस बारी पर जब यह हुआ।
replay_handover = बारी { $turn }: { $new } ने { $old } से जगह { $seat } संभाली।
# कोई होस्ट से जगह माँगता है; होस्ट बटन दबाकर पुष्टि करता है।
takeover_asked = { $gender ->
    [feminine] { $name } खेल #{ $game } में जगह { $seat } ({ $old }) संभालना चाहती हैं: होस्ट बटन से पुष्टि करता है।
   *[other] { $name } खेल #{ $game } में जगह { $seat } ({ $old }) संभालना चाहते हैं: होस्ट बटन से पुष्टि करता है।
}
label_confirm_takeover = जगह सौंपें
cmd-ludo-takeover = संभालें
cmd-ludo-takeover-desc = इस चैनल के चलते खेल में कंप्यूटर की जगह संभालें (होस्ट पुष्टि करता है)।
cmd-ludo-takeover-seat = जगह
cmd-ludo-takeover-seat-desc = जगह का नंबर, जैसा टेबल में लिखा था

## Discord गतिविधि के रूप में बोर्ड (web/activity_routes.py, कार्ड पर "बोर्ड खोलें")

label_open_board = बोर्ड खोलें
web-activity-cannot-launch = यहाँ बोर्ड Discord के अंदर नहीं खुल सकता: /ludo बोर्ड आपको ब्राउज़र के लिए उसका लिंक देता है।
web-activity-bad-request = यह अनुरोध बोर्ड के पेज से नहीं आया है।
web-activity-code-refused = Discord ने साइन-इन स्वीकार नहीं किया। बोर्ड बंद करके फिर से खोलें।
web-activity-token-refused = आपका Discord साइन-इन समाप्त हो गया है। बोर्ड बंद करके फिर से खोलें।
web-activity-instance-unknown = Discord इस गतिविधि को नहीं पहचानता। बोर्ड बंद करके फिर से खोलें।
web-activity-other-channel = यह गतिविधि जिस चैनल का नाम बताती है, उसमें नहीं बल्कि किसी दूसरे चैनल में चल रही है।
web-activity-not-in-instance = आप इस गतिविधि में शामिल नहीं हैं: पहले चैनल से इसमें शामिल हों।
web-activity-no-game = इस चैनल में अभी कोई खेल नहीं है: वहाँ एक खेल शुरू करें, फिर बोर्ड दोबारा खोलें।
web-activity-unreachable = Discord ने जवाब नहीं दिया। थोड़ी देर में फिर कोशिश करें।
web-activity-busy = यहाँ से बहुत सारे अनुरोध आए हैं: थोड़ा रुकें, फिर बोर्ड दोबारा खोलें।
web-activity-off = इस बॉट पर बोर्ड Discord के अंदर नहीं खोला जा सकता।
web-activity-not-authorised = बोर्ड को जानना है कि आप कौन हैं: Discord पूछे तो अनुमति दें, या कार्ड पर खेलें।
web-activity-failed = बोर्ड यहाँ शुरू नहीं हो सका: /ludo बोर्ड आपको ब्राउज़र के लिए उसका लिंक देता है।
## टूर्नामेंट (/ludo tournament): कई मेज़ों पर स्विस प्रणाली और नॉकआउट

tournament_title = 🏆 टूर्नामेंट #{ $id }
tournament_format_swiss = स्विस प्रणाली: { $rounds } राउंड, हर कोई हर राउंड खेलता है
tournament_format_knockout = नॉकआउट: { $n ->
    [one] हर मेज़ का विजेता आगे जाता है
   *[other] हर मेज़ के पहले { $n } खिलाड़ी आगे जाते हैं
}
tournament_tables_of = { $seats } जगहों वाली मेज़ें · { $preset_name } · { $pace }
tournament_computers_yes = खाली जगहों पर कंप्यूटर ({ $level }) बैठते हैं
tournament_computers_no = खाली जगहें खाली रहती हैं
tournament_starts = शुरुआत <t:{ $when }:R>
tournament_signed_up = नाम लिखवाए: { $count }/{ $most }
tournament_more = और { $n } लोग
tournament_nobody = अभी कोई नहीं।
tournament_status = { $status ->
    [signup] **नाम लिखवाना खुला है**
    [running] **खेल जारी है**
    [paused] **रुका हुआ**
    [done] **पूरा हुआ**
   *[ended] **बीच में खत्म किया गया**
}
tournament_round = राउंड { $round }
tournament_table_line = मेज़ { $table }: { $where } — { $names }
tournament_seat = { $name } ({ $points })
tournament_computer = एक कंप्यूटर
tournament_action = { $what ->
    [create] { $name } ने बनाया
    [start] { $name } ने शुरू किया
    [resume] { $name } ने फिर से शुरू किया
    [pause] { $name } ने रोका
    [drop] { $name } ने एक खिलाड़ी को टूर्नामेंट से हटाया
    [left_running] { $name } ने छोड़ दिया: उनकी जगह कंप्यूटर खेलता है
    [replace] { $name } ने एक खिलाड़ी की जगह दूसरे को रखा
    [end] { $name } ने खत्म किया
    [round] नया राउंड शुरू हुआ
    [done] आख़िरी मेज़ का खेल पूरा हुआ
    [no_place] एक मेज़ के लिए थ्रेड नहीं बन सका: रोका गया
    [reveal] राउंड पूरा हुआ: उसका पासा सीड बता दिया गया
   *[too_few] शुरुआत के समय बहुत कम लोगों ने नाम लिखवाया था
}
tournament_standings = राउंड { $round } के बाद टूर्नामेंट #{ $id } की तालिका
tournament_standing = { $rank }. { $name } — { $points } अंक (विरोधियों के अंक { $tiebreak }, { $played } मेज़ें खेलीं)
tournament_podium = 🏆 टूर्नामेंट #{ $id } पूरा हुआ!
tournament_podium_line = { $rank ->
    [1] 🥇
    [2] 🥈
   *[3] 🥉
} { $name }
tournament_thread = राउंड { $round } · मेज़ { $table }
file_standings = talika
tournament_created = टूर्नामेंट #{ $id } में नाम लिखवाना शुरू हो गया है।
tournament_joined = टूर्नामेंट #{ $id } में आपका नाम लिख लिया गया।
tournament_left = आपने टूर्नामेंट #{ $id } छोड़ दिया।
tournament_going = टूर्नामेंट #{ $id } शुरू हो गया है।
tournament_paused = टूर्नामेंट #{ $id } रोका गया है: फिर से शुरू होने तक कोई नया राउंड नहीं होगा।
tournament_dropped = खिलाड़ी को टूर्नामेंट #{ $id } से हटा दिया गया: उनकी जगह कंप्यूटर खेलता है।
tournament_replaced = नया खिलाड़ी उस खिलाड़ी की जगह लेता है जो नहीं आया।
tournament_ended = टूर्नामेंट #{ $id } बीच में खत्म कर दिया गया।
tournament_bad_format = “{ $value }” नाम का कोई टूर्नामेंट प्रारूप नहीं है: swiss या knockout।
tournament_bad_size = एक मेज़ पर 2 से 6 खिलाड़ी बैठते हैं, { $value } नहीं।
tournament_bad_rounds = स्विस प्रणाली में 1 से { $most } राउंड होते हैं, { $value } नहीं।
tournament_bad_advance = हर मेज़ से 1 या 2 खिलाड़ी आगे जाते हैं, मेज़ की जगहों से कम ({ $value } नहीं)।
tournament_bad_maximum = अधिकतम संख्या 2 से { $most } खिलाड़ी होती है, { $value } नहीं।
tournament_bad_level = “{ $value }” नाम का कोई कंप्यूटर स्तर नहीं है।
tournament_bad_preset = “{ $value }” नाम का कोई वैरिएंट नहीं है।
tournament_past_start = शुरुआत का समय आगे का होना चाहिए।
tournament_none = ऐसा कोई टूर्नामेंट नहीं है।
tournament_none_here = इस चैनल में कोई टूर्नामेंट नहीं है।
tournament_organisers_only = यह सिर्फ़ आयोजक, सर्वर प्रबंधित करें अनुमति वाला कोई व्यक्ति, या टूर्नामेंट आयोजकों की भूमिका वाला सदस्य कर सकता है।
tournament_servers_only = टूर्नामेंट ऐसे सर्वर में खेले जाते हैं जिसमें बॉट हो, ऐसे चैनल में जहाँ बॉट लिख सके।
tournament_needs_threads = बॉट को इस चैनल में सार्वजनिक थ्रेड बनाएँ अनुमति चाहिए: हर मेज़ एक थ्रेड में खेलती है।
tournament_no_threads = बॉट एक मेज़ के लिए थ्रेड नहीं बना सका, इसलिए टूर्नामेंट रोका गया है।
tournament_event_refused = Discord इवेंट बनाने के लिए बॉट को इवेंट प्रबंधित करें अनुमति चाहिए।
tournament_event_needs_start = Discord इवेंट के लिए शुरुआत का समय चाहिए: नाम लिखवाने के मिनट भी बताइए।
tournament_exists = इस चैनल में पहले से एक टूर्नामेंट है।
tournament_signup_closed = इस टूर्नामेंट में नाम लिखवाना बंद हो चुका है।
tournament_already_in = आपका नाम पहले से लिखा हुआ है।
tournament_full = टूर्नामेंट भर गया है ({ $most } खिलाड़ी)।
tournament_not_in = इस टूर्नामेंट में आपका नाम नहीं है।
tournament_started = टूर्नामेंट पहले ही शुरू हो चुका है।
tournament_too_few = टूर्नामेंट के लिए कम से कम 2 खिलाड़ी चाहिए ({ $count } ने नाम लिखवाया)।
tournament_not_running = टूर्नामेंट अभी नहीं खेला जा रहा।
tournament_not_entrant = वह व्यक्ति इस टूर्नामेंट में नहीं खेल रहा।
tournament_replace_between = खिलाड़ी की जगह दूसरे को सिर्फ़ शुरुआत से पहले, या दो राउंड के बीच टूर्नामेंट रुका होने पर रखा जा सकता है।
tournament_over = टूर्नामेंट पहले ही पूरा हो चुका है।
choice-swiss = स्विस प्रणाली
choice-knockout = नॉकआउट
cmd-ludo-tournament = टूर्नामेंट
cmd-ludo-tournament-desc = कई मेज़ों पर स्विस प्रणाली और नॉकआउट टूर्नामेंट
cmd-ludo-tournament-new = नया
cmd-ludo-tournament-new-desc = इस चैनल में नाम लिखवाने के लिए टूर्नामेंट खोलें (सर्वर प्रबंधित करें)।
cmd-ludo-tournament-new-format = प्रारूप
cmd-ludo-tournament-new-format-desc = स्विस प्रणाली (हर कोई हर राउंड खेलता है) या नॉकआउट
cmd-ludo-tournament-new-rounds = राउंड
cmd-ludo-tournament-new-rounds-desc = स्विस: कितने राउंड, 1 से 12 (डिफ़ॉल्ट: 3)
cmd-ludo-tournament-new-advance = आगे
cmd-ludo-tournament-new-advance-desc = नॉकआउट: हर मेज़ से कितने आगे जाएँ, 1 या 2 (डिफ़ॉल्ट: 1)
cmd-ludo-tournament-new-size = आकार
cmd-ludo-tournament-new-size-desc = हर मेज़ पर जगहें, 2 से 6 (डिफ़ॉल्ट: 4)
cmd-ludo-tournament-new-preset = वैरिएंट
cmd-ludo-tournament-new-preset-desc = कौन-सा वैरिएंट खेलना है (डिफ़ॉल्ट: सर्वर का)
cmd-ludo-tournament-new-rules = नियम
cmd-ludo-tournament-new-rules-desc = सभी मेज़ों के लिए घरेलू नियम, जैसे capture=no six_again=yes
cmd-ludo-tournament-new-pace = रफ़्तार
cmd-ludo-tournament-new-pace-desc = हर बारी कितनी देर चल सकती है (डिफ़ॉल्ट: सर्वर की)
cmd-ludo-tournament-new-computers = कंप्यूटर
cmd-ludo-tournament-new-computers-desc = मेज़ों की खाली जगहों पर कंप्यूटर बैठें (डिफ़ॉल्ट: हाँ)
cmd-ludo-tournament-new-level = स्तर
cmd-ludo-tournament-new-level-desc = उनका स्तर, हटाए गए खिलाड़ी के कंप्यूटर का भी (डिफ़ॉल्ट: आसान)
cmd-ludo-tournament-new-signup = नामांकन
cmd-ludo-tournament-new-signup-desc = अपने-आप शुरू होने से पहले नाम लिखवाने के मिनट (डिफ़ॉल्ट: आयोजक शुरू करता है)
cmd-ludo-tournament-new-maximum = अधिकतम
cmd-ludo-tournament-new-maximum-desc = कितने लोग नाम लिखवा सकते हैं, 2 से 512 (डिफ़ॉल्ट: 64)
cmd-ludo-tournament-new-event = इवेंट
cmd-ludo-tournament-new-event-desc = शुरुआत के लिए Discord इवेंट भी बनाएँ (इवेंट प्रबंधित करें अनुमति चाहिए)
cmd-ludo-tournament-join = नाम-लिखवाएँ
cmd-ludo-tournament-join-desc = इस चैनल के टूर्नामेंट में नाम लिखवाएँ।
cmd-ludo-tournament-leave = छोड़ें
cmd-ludo-tournament-leave-desc = इस चैनल का टूर्नामेंट छोड़ें (शुरू होने के बाद आपकी जगह कंप्यूटर खेलेगा)।
cmd-ludo-tournament-start = शुरू
cmd-ludo-tournament-start-desc = नाम लिखवाना बंद करके पहला राउंड खेलें, या रुकने के बाद आगे बढ़ें (आयोजक)।
cmd-ludo-tournament-pause = रोकें
cmd-ludo-tournament-pause-desc = टूर्नामेंट फिर से शुरू होने तक कोई नया राउंड नहीं होगा (आयोजक)।
cmd-ludo-tournament-drop = हटाएँ
cmd-ludo-tournament-drop-desc = किसी खिलाड़ी को टूर्नामेंट से हटाएँ (आयोजक)।
cmd-ludo-tournament-drop-member = सदस्य
cmd-ludo-tournament-drop-member-desc = किसे हटाना है: अब से उनकी जगह कंप्यूटर खेलेगा
cmd-ludo-tournament-replace = बदलें
cmd-ludo-tournament-replace-desc = राउंड शुरू होने से पहले, न आए खिलाड़ी की जगह कोई और लेता है (आयोजक)।
cmd-ludo-tournament-replace-member = सदस्य
cmd-ludo-tournament-replace-member-desc = वह खिलाड़ी जो नहीं आया
cmd-ludo-tournament-replace-by = नया
cmd-ludo-tournament-replace-by-desc = उनकी जगह कौन लेगा, उनके अंकों के साथ
cmd-ludo-tournament-end = खत्म
cmd-ludo-tournament-end-desc = टूर्नामेंट अभी खत्म करें; चल रही मेज़ें बिना नतीजे के खत्म होंगी (आयोजक)।
cmd-ludo-tournament-standings = तालिका
cmd-ludo-tournament-standings-desc = इस चैनल के टूर्नामेंट की तालिका।
cmd-ludo-tournament-pairings = जोड़ियाँ
cmd-ludo-tournament-pairings-desc = इस राउंड की मेज़ें, खिलाड़ियों और उनके अंकों के साथ।
pairing_tables = { $count } खिलाड़ी, { $smallest } से { $largest } जगहों वाली { $tables } मेज़ों पर (चुना गया: { $size })
pairing_bye = { $names } को इस राउंड बाय मिला: { $points } अंकों के साथ स्थान { $rank }, पहले { $before } बार बाय
pairing_bye_seed = { $names } बिना खेले आगे जाते हैं: सीड { $seed }
pairing_points = मेज़ { $table }: { $high } से { $low } अंकों वाला समूह
pairing_moved = मेज़ { $table }: { $names } को मेज़ { $from_table } से यहाँ लाया गया, ताकि कम लोग दोबारा मिलें
pairing_repeat = मेज़ { $table }: { $names } फिर मिलते हैं (पहले { $times } बार मिल चुके); किसी भी तरह बैठाने से यह टलता नहीं
pairing_seed = मेज़ { $table }: { $names }, सीड { $seed }
pairing_seat = मेज़ { $table }: { $names } की बारी { $seat } नंबर पर (इससे पहले { $last } बार सबसे आख़िर में चले)
cmd-ludo-tournament-role = भूमिका
cmd-ludo-tournament-role-desc = वह भूमिका चुनें जिसके सदस्य यहाँ टूर्नामेंट आयोजित करें (सर्वर प्रबंधित करें)।
cmd-ludo-tournament-role-role = भूमिका
cmd-ludo-tournament-role-role-desc = इसके सदस्य यहाँ टूर्नामेंट आयोजित करते हैं (कोई नहीं: सिर्फ़ सर्वर प्रबंधित करें)
tournament_role_set = अब { $role } के सदस्य यहाँ टूर्नामेंट आयोजित कर सकते हैं।
tournament_role_cleared = अब यहाँ सिर्फ़ सर्वर प्रबंधित करें अनुमति वाले लोग टूर्नामेंट आयोजित करते हैं।
takes_role = इस सर्वर की कोई भूमिका
cmd-ludo-tournament-new-duplicate = एक-जैसे-पासे
cmd-ludo-tournament-new-duplicate-desc = एक जैसे पासे: राउंड की हर मेज़ पर वही पासे आते हैं (डिफ़ॉल्ट: नहीं)
tournament_duplicate = एक जैसे पासे: राउंड की हर मेज़ पर वही पासे आते हैं, एक सीड से जो राउंड के अंत में बताया जाता है
tournament_seed = राउंड { $round } का पासा सीड: `{ $seed }`
## The live board on the web (a page per game; its refusals, by code)

web_token_forged = यह लिंक मान्य नहीं है: /ludo बोर्ड से नया लिंक लें।
web_token_expired = इस लिंक की अवधि ख़त्म हो गई है: /ludo बोर्ड से नया लिंक लें।
web_token_other_game = यह लिंक किसी दूसरे खेल का है: इस खेल का लिंक /ludo बोर्ड से लें।
web_busy = लाइव बोर्ड अभी व्यस्त हैं: थोड़ी देर में फिर कोशिश करें।
web_too_many_here = आपके IP पते से बहुत सारे लाइव बोर्ड खुले हैं: कुछ बंद करके फिर कोशिश करें।
web_game_full = इस खेल को बहुत सारे लोग देख रहे हैं: थोड़ी देर में फिर कोशिश करें।
web_too_big = यह संदेश बहुत लंबा है (ज़्यादा से ज़्यादा { $most } बाइट)।
web_flood = एक साथ बहुत सारे क्लिक: थोड़ा रुकें।
web_malformed = पेज ने कुछ ऐसा भेजा जो बॉट नहीं समझता: पेज फिर से लोड करें।
web_spectator = आप देख रहे हैं: बटन सिर्फ़ खिलाड़ी दबा सकते हैं, उस लिंक से जो बॉट उन्हें निजी तौर पर देता है (/ludo बोर्ड)।
web_no_game = ऐसा कोई खेल नहीं है।
web_private = यह खेल एक निजी चैट में है: इसे उस लिंक से खोलें जो बॉट ने आपको दिया था (उसी चैट में /ludo बोर्ड)।
label_watch = लाइव देखें
board_live = लाइव बोर्ड का आपका अपना लिंक (जिसके पास यह हो, वह आपकी जगह खेल सकता है, इसलिए इसे किसी को न दें; इसकी अवधि { $at } ख़त्म होगी): { $url }
dm_live = लाइव बोर्ड पर खेलें: { $url }

## Tournaments: points by place
cmd-ludo-tournament-new-points = अंक
cmd-ludo-tournament-new-points-desc = स्थान के हिसाब से अंक, पहले स्थान से, जैसे 6,4,2,0 (छोटी मेज़ पर आख़िरी वाले हट जाते हैं)
cmd-ludo-tournament-new-bye = बाय
cmd-ludo-tournament-new-bye-desc = स्विस में बाय मिलने पर अंक, 0 से 100 तक (डिफ़ॉल्ट: 3)
# The card's line: $points, a full table's points by place ("6 · 4 · 2 · 0"); $bye, a bye's.
tournament_points = स्थान के हिसाब से अंक: { $points } · बाय: { $bye }
# In a Swiss, a table one seat smaller's points (its last place's value dropped).
tournament_points_fewer = { $seats } जगहों वाली मेज़ पर: { $points }
# /ludo tournament new points: refused. $value: what was typed (or the number).
points_bad = { $value } अंकों की संख्या नहीं है: पहले स्थान से शुरू करके पूरी संख्याएँ दें, जैसे 6,4,2,0।
points_negative = अंक शून्य से कम नहीं हो सकते: { $value }।
points_too_large = किसी स्थान के ज़्यादा से ज़्यादा { $most } अंक हो सकते हैं, { $value } नहीं।
# $count: how many values were given; $seats: the table's size.
points_count = मेज़ के सभी { $seats } स्थानों के अंक दें, पहले स्थान से शुरू करके (आपने { $count } दिए)।
# $points: the values as given, best first.
points_not_descending = अंक पहले स्थान से आख़िरी तक घटने चाहिए, और पहले स्थान को आख़िरी से ज़्यादा अंक मिलने चाहिए: { $points }।
tournament_bad_bye = बाय पर 0 से { $most } अंक मिलते हैं, { $value } नहीं।
