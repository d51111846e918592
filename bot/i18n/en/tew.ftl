# Tiny Epic Western: every sentence the engine's keyed messages stand for.
# Players are passed as names ($who, $attacker, ...); card codes like 4Te are tokens.

tew-blurb = Poker hands, duels and land grabs in a tiny frontier town (1-4 players, solo Rival).

## Names of components

tew-mat = { $mat ->
    [TOWN_HALL] Town Hall
    [BANK] Bank
    [COURTHOUSE] Courthouse
    [SHERIFF] Sheriff's Office
    [SALOON] Saloon
   *[HIDEOUT] Hideout
}
tew-spot = { $mat } { $kind ->
    [INFLUENCE] influence
    [PORCH] porch
    [VALUE] value
    [SUIT] suit
   *[LEFTOVER] leftover
}
tew-spot-side = { $spot } ({ $side ->
    [INSTANT] instant
    [RESOLUTION] resolution
    [MINUS] minus
    [PLUS] plus
    [DOWN] down
   *[UP] up
})
tew-side = { $side ->
    [INSTANT] instant
    [RESOLUTION] resolution
    [MINUS] minus
    [PLUS] plus
    [DOWN] down
   *[UP] up
}
tew-inf = { $type ->
    [MONEY] MONEY
    [LAW] LAW
    [FORCE] FORCE
   *[ANY] ANY
}
tew-inf-or-wild = { $type ->
    [MONEY] MONEY
    [LAW] LAW
    [FORCE] FORCE
   *[ANY] wild
}
tew-industry = { $industry ->
    [MINING] MINING
    [RAILROAD] RAILROAD
   *[WAGON] WAGON
}
tew-track = { $pos ->
    [START] START
    [THIRD] THIRD
    [SECOND] SECOND
   *[FIRST] FIRST
}
tew-suit = { $suit ->
    [Ha] HAT
    [Te] TEEPEE
    [Ho] HORSESHOE
   *[St] STEER
}
tew-card = { $value } of { $suit }
tew-hand = { $hand ->
    [STRAIGHT_FLUSH] a straight flush
    [THREE_OF_A_KIND] three of a kind
    [FLUSH] a flush
    [STRAIGHT] a straight
    [PAIR] a pair
   *[HIGH_CARD] the high card
}
tew-cost-nothing = nothing
tew-cost-part = { $n } { $type }
tew-cost-plus = { $rest } + { $n } { $type }
tew-cost-short = { $n }{ $type ->
    [MONEY] $
    [LAW] L
   *[FORCE] F
}
tew-cost-short-plus = { $rest } { $item }
tew-who = { $who }
tew-join-comma = { $rest }, { $item }
tew-join-and = { $rest } and { $item }
tew-how = { $how ->
    [REGULAR] regular purchase
    [LEFTOVER] Leftover
    [AUCTION] Auction House
    [BANK] Central Bank
   *[FREE] free
}
tew-pot = { $n } { $type }
tew-pot-sheriff = 1 LAW + 1 FORCE, or the third posse

## What grants a gain or asks a payment

tew-src-wanted = the Wanted card
tew-src-banker = the Banker
tew-src-cowgirl = the Cowgirl
tew-src-undertaker = the Undertaker
tew-src-marshal = the Marshal
tew-src-rancher = the Rancher
tew-src-reroll = a reroll
tew-src-force-rival = forcing the Rival
tew-src-auction-house = the Auction House
tew-src-central-bank = the Central Bank
tew-src-post-office = the Post Office
tew-src-sheriff-pot = Sheriff's Office pot
tew-src-pot = { $mat } pot
tew-src-resolution = { $mat } resolution
tew-src-instant = { $mat } instant side
tew-src-porch = { $mat } porch
tew-src-income = porch income from { $who }

## Events

tew-ev-boss = { $who } is { $boss }.
tew-ev-round = Round { $round } began; { $dealer } is the dealer.
tew-ev-gaps = The poker deck was shuffled; the gaps show { $cards }.
tew-ev-gaps-solo = The poker deck was shuffled; the gaps show { $cards }. The Rival's face-up card is { $rival }.
tew-ev-dealt = { $who } was dealt { $cards }.
tew-ev-dealt-public = { $who } was dealt { $n ->
        [one] 1 card
       *[other] { $n } cards
    }.
tew-ev-kept = { $who } kept { $card }.
tew-ev-kept-public = { $who } kept a card.
tew-ev-third = { $who }'s third posse stood up for this round.
tew-ev-third-paid = { $who }'s third posse stood up for this round (paid 1 { $type }).
tew-ev-placed = { $who } placed a posse on the { $spot }.
tew-ev-sat-out = { $who } had no legal spot; that posse sits out this round.
tew-ev-rival-rolled = The Rival rolled { $roll } for its placement.
tew-ev-gained = { $who } gained { $n } { $type }.
tew-ev-gained-from = { $who } gained { $n } { $type } ({ $source }).
tew-ev-gained-capped = { $who } gained { $n } { $type } instead of { $face }: nobody holds more than { $cap }.
tew-ev-gained-from-capped = { $who } gained { $n } { $type } ({ $source }) instead of { $face }: nobody holds more than { $cap }.
tew-ev-paid = { $who } paid { $n } { $type }.
tew-ev-paid-for = { $who } paid { $n } { $type } for { $reason }.
tew-ev-used = { $who } used the { $building }.
tew-ev-used-note = { $who } used the { $building }: { $note }.
tew-ev-traded = { $who } used the { $building }: paid { $paid }, gained { $gained }.
tew-ev-traded-capped = { $who } used the { $building }: paid { $paid }, gained { $gained } instead of { $face }; nobody holds more than { $cap }.
tew-ev-traded-free = { $who } used the { $building } and gained { $gained }.
tew-ev-traded-free-capped = { $who } used the { $building } and gained { $gained } instead of { $face }; nobody holds more than { $cap }.
tew-note-outhouse = no duels with { $who } this round
tew-note-gunsmith = +1 power in duels this round
tew-note-no-wounded = no wounded posse, nothing gained
tew-note-unusable = { $kind ->
    [STOCK] not 3 of one type to pay, or no industry can advance; nothing happens
    [HOTEL] not 2 of one type to pay; nothing happens
    [BOUNTY] not 2 FORCE to pay, or already holds the Wanted card; nothing happens
    [AUCTION] nothing to pay 1 with, or no buildings left to draw; nothing happens
    [POST_OFFICE] not 2 of one type to pay; nothing happens
    [BANK] no building in a buy slot can be paid for; nothing happens
    [DOCTOR] no wounded posse to move; nothing happens
    [LIVERY] no posse to move; nothing happens
   *[other] nothing it offers is possible now; nothing happens
}
tew-ev-duel = { $attacker } challenged { $defender } on the { $spot }: dice { $a } vs { $d }.
tew-ev-reroll = { $who } rerolled and got { $die }.
tew-ev-reroll-paid = { $who } rerolled (paid 1 { $type }) and got { $die }.
tew-ev-rival-reroll-paid = { $who } paid 1 { $type } to make the Rival reroll; it got { $die }.
tew-ev-card-added = { $who } revealed { $card } and added it to the duel.
tew-ev-rival-card = The Rival drew { $card } as its duel card.
tew-ev-rival-redraw = { $who } paid 1 { $type } to make the Rival redraw; the Rival drew { $card } as its duel card.
tew-ev-stood = { $who } stood.
tew-ev-duel-won = { $winner } won the duel on the { $spot } ({ $won } to { $lost }); { $loser }'s posse is wounded.
tew-ev-wanted = { $who } now holds the Wanted card.
tew-ev-wanted-bounty = { $who } paid 2 FORCE at the { $building } and now holds the Wanted card.
tew-reveal-part = { $who } { $card }
tew-ev-revealed = Cards revealed: { $cards }.
tew-ev-face = At the Sheriff's Office { $who }'s { $natural } now counts as the { $face }.
tew-ev-hand = { $mat }: { $who } won the hand with { $hand }.
tew-ev-hand-rival = { $mat }: the Rival took the hand with { $hand }; nobody collects.
tew-ev-order = Town Hall order: { $order }.
tew-ev-bought = { $who } bought the { $building } for { $paid } ({ $how }).
tew-ev-bought-free = { $who } bought the { $building } ({ $how }).
tew-ev-passed = { $who } bought nothing.
tew-ev-advanced = { $who } advanced { $industry } to { $position }.
tew-ev-advanced-paid = { $who } paid { $paid } at the { $building } and advanced { $industry } to { $position }.
tew-ev-industry-skipped = No industry token could advance.
tew-ev-swapped = { $who } swapped the cards in gaps { $a } and { $b }.
tew-ev-reordered = { $who } moved the { $building } to the top of the { $mat } porch.
tew-ev-moved = { $who } moved a posse from the { $src } to the { $dst }.
tew-ev-auction = { $who } looked at { $buildings }.
tew-ev-auction-public = { $who } looked at { $n ->
    [one] 1 building
   *[other] { $n } buildings
} from the deck.
tew-ev-auction-paid = { $who } paid 1 { $type } at the Auction House and looked at { $buildings }.
tew-ev-auction-paid-public = { $who } paid 1 { $type } at the Auction House and looked at { $n ->
    [one] 1 building
   *[other] { $n } buildings
} from the deck.
tew-ev-poker-reshuffled = The poker deck ran out; the discard pile was shuffled into a new deck.
tew-ev-deck-shuffled = The building deck was shuffled.
tew-ev-refilled = The { $building } went to the { $mat } { $where ->
    [PORCH] porch
   *[SLOT] buy slot
}.
tew-ev-third-set = { $who }'s third posse { $standing ->
    [true] will stand
   *[false] lies down
} for the next round.
tew-ev-round-ended = Round { $round } ended.
tew-ev-game-ended = The game is over: { $reason ->
    [ROUNDS] six rounds were played
   *[DECK] the building deck ran out
}.

## Results

tew-score-detail = { $total } VP: buildings { $buildings }, industry { $industry }, Wanted { $wanted }; { $n ->
        [one] 1 building
       *[other] { $n } buildings
    }, { $icons ->
        [one] 1 icon
       *[other] { $icons } icons
    }
tew-score-solo = { $human } | Rival: { $rival }
tew-result-won = { $who } won with { $vp } VP.
tew-result-shared = { $who } share the victory with { $vp } VP.
tew-result-solo-won = { $who } beat the Rival, { $vp } VP to { $rival }.
tew-result-solo-draw = { $who } and the Rival drew at { $vp } VP; a draw is not a win.
tew-result-solo-lost = The Rival beat { $who }, { $rival } VP to { $vp }.

## Status and the question asked

tew-phase = { $stage ->
    [boss] Setup (choose bosses)
    [keep] Phase 1 (keep a card)
    [rancher] Phase 2 (posse placement)
    [place] Phase 2 (posse placement)
    [reveal] Phase 3 (resolution)
    [start3] Phase 3 (resolution)
    [resolve] Phase 3 (resolution)
    [post_office] Phase 4 (buy)
    [order] Phase 4 (buy)
    [buy] Phase 4 (buy)
    [leftover] Phase 4 (buy)
    [claim] Phase 4 (buy)
    [industry] Phase 4 (buy)
    [end_round] End of round
   *[over] Game over
}
tew-status = Round { $round } · { $phase } · { $who } { $doing }
tew-status-choosing = Round { $round } · { $phase } · { $who } choosing a card
tew-status-over = Round { $round } · Game over
tew-doing = { $kind ->
    [PLACE] to place
    [DUEL] to act in a duel — { $detail }
    [GAIN] to gain { $amount } of one type ({ $source })
    [GRAVEYARD] to gain 1 of each of two different types ({ $source })
    [BUY] to buy
    [LEFTOVER] to make a Leftover purchase
    [ADVANCE] to advance an industry
    [BOSS] to choose a boss
    [DISCOUNT] to choose the discount on the { $source }
    [MOVE_TO] to choose where the posse goes ({ $source })
   *[other] to decide — { $detail }
}
tew-q-boss = Choose your boss
tew-q-keep = Keep one of your dealt cards
tew-q-rancher = { $source }: pay 1 to stand your third posse?
tew-q-place = Place a posse
tew-q-duel = Duel
tew-q-duel-now = Duel: { $now }
tew-q-gain = Gain { $amount } of which type? ({ $source })
tew-q-graveyard = { $source }: gain 1 of each of two different types
tew-q-convert = { $source }: how much to convert?
tew-q-hotel = Grand Hotel: pay 2 of one type?
tew-q-telegraph = Telegraph Office: swap gaps?
tew-q-bounty = Bounty Office: pay 2 FORCE?
tew-q-stock = Stock Exchange: pay 3 to advance?
tew-q-auction = Auction House: pay 1 to look?
tew-q-auction-pick = Auction House: buy one?
tew-q-bank = Central Bank: buy from a slot?
tew-q-barber = Barber Shop: reorder a porch?
tew-q-barber-card = { $source }: move which card to the top?
tew-q-doctor = Doctor's Office: move a wounded posse?
tew-q-livery = Livery Stable: move a posse?
tew-q-move-to = { $source }: where does the posse go?
tew-q-sheriff-pot = Sheriff's Office pot: 1 LAW + 1 FORCE, or the third posse next round?
tew-q-post-office = Post Office: pay 2 to go first?
tew-q-buy = Buy a building
tew-q-leftover = Leftover: buy from any slot
tew-q-discount = Buying the { $source }: which cost units does the discount drop?
tew-q-advance = Advance an industry
tew-q-short = { $kind ->
    [RANCHER] Rancher
   *[other] the effect
}

## Action labels and descriptions

tew-keep = Keep { $card }
tew-keep-hidden = Keep a card
tew-keep-desc = The other dealt cards are discarded face down
tew-pick-top = Move the { $building } to the top
tew-pick-hidden = Buy a drawn building
tew-duel-reroll = Reroll (pay 1 { $type })
tew-duel-reveal = Reveal and add { $card }
tew-duel-reveal-hidden = Reveal and add your kept card
tew-duel-reveal-desc = Adds { $n } to your power in this duel
tew-duel-stand = Stand
tew-duel-stand-desc = End the duel as it stands
tew-duel-now = Now { $mine } vs { $theirs }, the { $ties ->
    [attacker] attacker
   *[defender] defender
} wins ties
tew-duel-desc = { $now }. { $what }
tew-duel-die = Your die shows { $die }
tew-duel-rival-reroll = Make the Rival reroll (pay 1 { $type })
tew-duel-rival-redraw = Make the Rival redraw (pay 1 { $type })
tew-gain = Gain { $n } { $type }
tew-from = From { $source }
tew-gain-pair = Gain 1 { $type } and 1 { $second }
tew-capped = { $label } → +{ $got }, at the cap
tew-pay = Pay { $n } { $type } ({ $source })
tew-decline = { $kind ->
    [BUY] Pass
    [LEFTOVER] Pass
    [AUCTION_PICK] Buy none of them
   *[other] Decline
}
tew-decline-desc = { $kind ->
    [BUY] Buy nothing this round
    [LEFTOVER] Make no Leftover purchase
    [AUCTION_PICK] The drawn cards go back and the deck is shuffled
   *[other] Do not use this effect
}
tew-convert = Convert { $n } { $src } into { $got } { $dst }
tew-reorder = Reorder the { $mat } porch
tew-move-from = Move the posse on the { $spot }
tew-move-to = Move to { $place }
tew-swap = Swap gaps { $a } and { $b } ({ $ca } <-> { $cb })
tew-stock = Pay 3 { $type }, advance { $industry }
tew-sheriff-pot = { $choice ->
    [INFLUENCE] Gain 1 LAW + 1 FORCE
   *[POSSE] Third posse next round
}
tew-sheriff-pot-last = Third posse next round (none: this is the last round)
tew-discount = Drop { $money } MONEY, { $law } LAW, { $force } FORCE
tew-advance = Advance { $industry }
tew-buy = Buy { $building } — { $vp } VP, costs { $cost }
tew-buy-empty = The { $mat } slot is empty
tew-bank-buy = Buy { $building } — { $vp } VP, costs { $cost } +1 { $type }
tew-place = { $spot }: { $gives }
tew-spot-on-side = { $spot }, { $side ->
    [INSTANT] instant side
   *[RESOLUTION] resolution side
}
tew-place-duel = { $place } (duel)
tew-place-duel-desc = Starts a duel with { $who }
tew-gives-influence = { $side ->
    [INSTANT] +1 { $type } now
   *[RESOLUTION] +2 { $type } if you win
}
tew-gives-empty-porch = empty
tew-gives-grey-porch = +1 { $type }, { $porch }
tew-gives-grey-porch-capped = +1 { $type } → +{ $got } at the cap, { $porch }
tew-gives-sheriff = { $kind ->
    [LEFTOVER] buy from any slot at the end
    [VALUE] { $side ->
        [MINUS] card value -1
       *[PLUS] card value +1
    }
   *[SUIT] { $side ->
        [DOWN] suit down
       *[UP] suit up
    }
}
tew-gives-leftover-desc = At the end of Phase 4, buy from any buy slot

## Refusals

tew-not-dealt = You were not dealt that card.
tew-no-such-boss = There is no such boss.
tew-boss-taken = That boss is already taken.
tew-no-such-spot = That spot is not in this game.
tew-already-there = You already have a standing posse on that spot.
tew-outhouse-no-duels = You used the Outhouse this round, so your posse cannot start duels.
tew-outhouse-protects = The posse of { $who } there is protected by the Outhouse this round.
tew-no-such-side = The { $spot } does not have that side.
tew-no-second-type = Choose one type only.
tew-need-two-types = Choose two different types.
tew-two-types-order = Name two different types, in the order MONEY, LAW, FORCE.
tew-convert-too-many = You hold only { $n } { $type } to convert.
tew-cannot-pay = You need { $n } { $type } to pay for that.
tew-swap-order = Name two different gaps, the lower one first.
tew-bounty-force = The Bounty Office takes FORCE only.
tew-bounty-yours = You already hold the Wanted card.
tew-industry-full = { $industry } cannot advance now.
tew-deck-empty = The building deck is empty.
tew-not-drawn = That is not one of the buildings you drew.
tew-cannot-afford = You cannot pay { $cost }.
tew-slot-empty = The { $mat } buy slot is empty.
tew-barber-target = The { $mat } porch cannot be reordered: it needs two or more cards and no posse on it.
tew-barber-card = That card is not under the top card of the { $mat } porch.
tew-no-empty-spot = There is no empty spot to move to.
tew-no-wounded-there = You have no wounded posse on that spot.
tew-livery-other = Move another posse, not the one that just arrived.
tew-no-standing-there = You have no standing posse on that spot.
tew-move-elsewhere = The posse must move to a different spot.
tew-spot-not-empty = That spot is not empty.
tew-duel-no-pay = That duel move takes no payment type.
tew-reroll-cost = You have no { $type } to pay for a reroll.
tew-already-added = You already added your kept card in a duel this round.
tew-rival-only = Only a duel against the solo Rival allows that.
tew-force-pay = Say which type you pay to force the Rival.
tew-buy-not-present = You need a posse at the { $mat } to buy there.
tew-discount-size = The discount removes exactly { $n } units.
tew-discount-over = A discount cannot remove more of a type than the card costs.

## Screen-reader board (alt text) and the private hand

tew-alt-gaps = Gaps g0-g5: { $cards }
tew-alt-rival = Rival cards: { $cards }. Wanted: { $wanted }.
tew-alt-centre = in the centre
tew-alt-industry = Industry: { $track } ({ $side } player side).
tew-alt-track = { $industry } { $pos }
tew-alt-mat = { $mat } ({ $side ->
    [colour] colour side, { $owner }'s
    [grey] grey side
   *[sheriff] neutral
}; flanks { $flanks }; pot { $pot }): buy slot { $buy }; porch { $porch }
tew-alt-building = { $building } ({ $vp } VP)
tew-alt-empty = empty
tew-alt-none = none
tew-alt-face-down = face down
tew-alt-code = { $card }
tew-alt-nobody = nobody
tew-alt-spot = · { $spot }: { $posse }
tew-alt-posse = { $who }{ $standing ->
    [true] {""}
   *[false] {" "}(wounded)
}
tew-alt-posse-side = { $who }{ $standing ->
    [true] {""}
   *[false] {" "}(wounded)
} { $side }
tew-alt-card = card { $card }
tew-alt-card-face = card { $card } (counts as the { $face })
tew-alt-card-kept = card kept
tew-alt-card-choosing = choosing
tew-alt-player = { $who } ({ $colour }, { $boss }): MONEY { $money }, LAW { $law }, FORCE { $force }; { $card }; { $buildings ->
        [one] 1 building
       *[other] { $buildings } buildings
    }{ $wanted ->
    [true] ; Wanted
   *[false] {""}
}
tew-alt-duel = Duel on the { $spot }: { $attacker } { $a } vs { $defender } { $d }; { $losing } is losing.
tew-hand-dealt = Dealt: { $cards }
tew-hand-card = { $card } ({ $name })
tew-hand-kept = Kept card: { $card }
tew-hand-discards = Discarded: { $cards }
tew-hand-auction = Auction House: { $buildings }
tew-hand-influence = Influence: MONEY { $money }, LAW { $law }, FORCE { $force }

## Rules summary (/rules) by topic

tew-rules-overview =
    Tiny Epic Western for 1-4 players, 6 rounds. Place your 3 posse around a ring of six mats to gain MONEY, LAW and FORCE (each 0-6), win poker hands at the mats, and buy buildings for victory points. Most VP wins: building VP, industry shares, and 2 VP for holding the Wanted card. Ties: most buildings, then most industry icons.
tew-rules-phases =
    1. Deal: six cards go face up in the gaps between the mats, one face down to the Rival; each player is dealt 2 cards and secretly keeps 1.
    2. Placement: from the dealer, each places one posse per turn (2, or 3 when the third posse stands). Taking a spot held by another player's standing posse starts a duel.
    3. Resolution: kept cards are revealed; at each mat the players present compare hands (kept card + the two flanking gap cards); the winner takes the pot. A lone player must tie or beat the Rival card.
    4. Buy: the Town Hall hand sets the order; each may buy one building at a mat where they have a posse. The best Town Hall hand advances one industry token. A player who bought nothing this round gets the third posse next round.
tew-rules-spots =
    Colour mats: an influence spot (instant side: +1 now; resolution side: +2 if you win the hand while standing) and a porch that uses the owner's top building (the owner earns 1 MONEY when someone else uses it). Grey mats: a porch that first gives 1 of the mat's type. Sheriff's Office: change your card's value (-1/+1) or suit (down/up) for Phases 3-4, the Leftover spot (buy from any slot at the end), and a porch.
tew-rules-duels =
    The newcomer attacks the standing posse. Both roll a die; power = die (+ your kept card's natural value once you reveal it, once per round, + Gunsmith). Ties go to the defender (the Outlaw wins ties). The side that is losing may reroll (attacker pays 1 FORCE, defender 1 LAW), reveal, or stand; the duel ends when the loser stands. The loser is wounded (keeps presence and the pot, loses other benefits); the winner takes the Wanted card.
tew-rules-hands =
    Three cards, best first: straight flush, three of a kind, flush, straight, pair, high card. Flush beats straight. Straights are 1-2-3, 2-3-4, 3-4-5 (no wrap). Within a category the holder's own card decides: value, then suit (HAT > TEEPEE > HORSESHOE > STEER). Full ties at a mat pay every tied player.
tew-rules-buying =
    Pay the printed cost in its own types. A bought card goes pending on your own porch and becomes its top card at the end of Phase 4. Empty slots refill at the end of the round; when the building deck runs out the game ends. Industries: after 6 advances the tokens sit on 1st/2nd/3rd; the players with the most icons of an industry score its majority VP (3-4 players also a minority share).
tew-rules-solo =
    Solo: you play against the Rival, which has 3 posse, no influence and 0-4 buildings by difficulty. After each of your placements it rolls a die: 1-5 picks a mat clockwise (skipping mats where it already is), 6 targets the spot you just took. In duels only you act; you may also pay 1 to make it reroll or redraw its duel card. It competes at every mat with the better of its two cards and buys the highest-VP building where it has a posse, for free. Beat its score to win.

## Buildings and bosses (names and card texts; data/tew/*.json holds the same English)

tew-building-B01 = Appraiser
tew-building-B01-text = Right after paying for your first Phase 4 purchase, gain MONEY equal to its VP.
tew-building-B02 = Army Outpost
tew-building-B02-text = Right after paying for your first Phase 4 purchase, gain FORCE equal to its VP.
tew-building-B03 = Mayor's Office
tew-building-B03-text = Right after paying for your first Phase 4 purchase, gain LAW equal to its VP.
tew-building-B04 = Collapsed Mine
tew-building-B04-text = Your first Phase 4 purchase costs 1 less per MINING icon on it (you pick the units).
tew-building-B05 = Post Office
tew-building-B05-text = At the start of Phase 4 you may pay 2 of one type to be first in the Town Hall order.
tew-building-B06 = Blacksmith
tew-building-B06-text = Start of Phase 3: gain 1 ANY per HORSESHOE card in play (max 3, one type).
tew-building-B07 = Cattle Farm
tew-building-B07-text = Start of Phase 3: gain 1 ANY per STEER card in play (max 3, one type).
tew-building-B08 = Auction House
tew-building-B08-text = Pay 1 ANY to look at the top 2 buildings and you may buy one at its printed cost.
tew-building-B09 = Barber Shop
tew-building-B09-text = Reorder an unoccupied colour porch: move any of its buildings to the top.
tew-building-B10 = Central Bank
tew-building-B10-text = Pay 1 ANY plus its cost to buy any building in any buy slot now.
tew-building-B11 = Doctor's Office
tew-building-B11-text = Stand one of your wounded posse up and move it to an empty spot (it arrives there).
tew-building-B12 = General Store
tew-building-B12-text = Lose n LAW (you choose n), then gain n+2 MONEY.
tew-building-B13 = Jail
tew-building-B13-text = Lose n LAW (you choose n), then gain n+2 FORCE.
tew-building-B14 = Mansion
tew-building-B14-text = Lose n FORCE (you choose n), then gain n+2 MONEY.
tew-building-B15 = Grand Hotel
tew-building-B15-text = You may pay 2 of one type to gain 2 of each other type.
tew-building-B16 = Outhouse
tew-building-B16-text = This round your posse cannot start duels and nobody may duel your standing posse.
tew-building-B17 = Graveyard
tew-building-B17-text = If any posse on the table is wounded, gain 1 each of two different types.
tew-building-B18 = Stagecoach Station
tew-building-B18-text = Start of Phase 3: gain 1 ANY per card of value 1 in play (max 3, one type).
tew-building-B19 = Wheelwright
tew-building-B19-text = Your first Phase 4 purchase costs 1 less per WAGON icon on it (you pick the units).
tew-building-B20 = Water Tower
tew-building-B20-text = Gain 2 of one type.
tew-building-B21 = Hat Shop
tew-building-B21-text = Start of Phase 3: gain 1 ANY per HAT card in play (max 3, one type).
tew-building-B22 = Trading Post
tew-building-B22-text = Start of Phase 3: gain 1 ANY per TEEPEE card in play (max 3, one type).
tew-building-B23 = Gunsmith
tew-building-B23-text = This round add 1 to your power in every duel.
tew-building-B24 = Claim Office
tew-building-B24-text = End of Phase 4: if you bought nothing this Phase 4, gain 2 of one type.
tew-building-B25 = Church
tew-building-B25-text = Start of Phase 3: if you do not hold the Wanted card, gain 2 LAW.
tew-building-B26 = Telegraph Office
tew-building-B26-text = You may swap the cards in any two gaps.
tew-building-B27 = Livery Stable
tew-building-B27-text = Move another of your standing posse to an empty spot (it arrives there).
tew-building-B28 = Bounty Office
tew-building-B28-text = You may pay 2 FORCE to take the Wanted card.
tew-building-B29 = Stock Exchange
tew-building-B29-text = You may pay 3 of one type to advance an industry token one step.
tew-building-B30 = Train Station
tew-building-B30-text = This Phase 4 your regular purchase may come from any buy slot.
tew-boss-BS1 = The Banker
tew-boss-BS1-text = Start of Phase 3: gain 1 ANY per 2 buildings you own (max 2, one type).
tew-boss-BS2 = The Gambler
tew-boss-BS2-text = If your third posse is standing at the deal, you are dealt 3 cards and keep 1.
tew-boss-BS3 = The Rancher
tew-boss-BS3-text = Start of Phase 2: if your third posse is lying down, you may pay 1 ANY to stand it up for this round.
tew-boss-BS4 = The Scout
tew-boss-BS4-text = If your MONEY + LAW + FORCE is 5 or less at the deal, you are dealt 3 cards and keep 1.
tew-boss-BS5 = The Cowgirl
tew-boss-BS5-text = Start of Phase 3: gain 1 ANY per standing posse of yours on a porch (max 2, one type).
tew-boss-BS6 = The Marshal
tew-boss-BS6-text = Each time you win a duel, gain 1 LAW.
tew-boss-BS7 = The Outlaw
tew-boss-BS7-text = You win tied duels even as the attacker.
tew-boss-BS8 = The Undertaker
tew-boss-BS8-text = Start of Phase 3: gain 1 ANY per wounded posse on the table (max 2, one type).

## Captions drawn on the board and hand images (render/tew*.py); keep them short

tew-r-your-hand = { $who } · your hand
tew-r-dealt = Dealt to you: keep ONE of these
tew-r-kept = Your kept card
tew-r-no-card-round = No card this round yet
tew-r-counts-as = counts as { $card }
tew-r-discards = Your discards:
tew-r-discards-none = Your discards: none
tew-r-boss = Boss: { $boss }
tew-r-boss-unchosen = not chosen yet
tew-r-posse-to-place = Posse to place:
tew-r-none = none
tew-r-third-standing = third posse standing
tew-r-third-lying = third posse lying down
tew-r-wanted-flag = Wanted
tew-r-auction = Auction House draws (you may buy one):
tew-r-gaps = Cards in the gaps (shared by the mats):
tew-r-decision = Your decision: { $question }
tew-r-amount = amount { $n }
tew-r-decision-keep = Your decision: keep one of the dealt cards
tew-r-your-turn = It is your turn.
tew-r-over = The game is over.
tew-r-nothing = Nothing to decide right now.
tew-r-side = { $side ->
    [INSTANT] Instant
    [RESOLUTION] Resolution
    [MINUS] Value -1
    [PLUS] Value +1
    [DOWN] Suit down
   *[UP] Suit up
}
tew-r-spot = { $kind ->
    [INFLUENCE] Influence
    [PORCH] Porch
    [VALUE] Value
    [SUIT] Suit
   *[LEFTOVER] Leftover
}
tew-r-track = { $pos ->
    [START] Start
    [THIRD] 3rd
    [SECOND] 2nd
   *[FIRST] 1st
}
tew-r-vp = { $vp } VP
tew-r-grey-gain = gains 1 { $type } first
tew-r-pot = Pot: { $pot }
tew-r-for-sale = For sale:
tew-r-owner = owner
tew-r-grey-side = grey side
tew-r-neutral = neutral
tew-r-porch-none = Porch card: none
tew-r-porch = Porch: { $name }
tew-r-more-below = { $n } more below
tew-r-pending = pending: { $names }
tew-r-hall-side = { $side } player side
tew-r-rival = Rival
tew-r-hall-hand = Hand: g5 + g0
tew-r-empty = empty
tew-r-wanted = WANTED
tew-r-dealer = DEALER
tew-r-no-boss = boss not chosen
tew-r-card = Card { $card }
tew-r-card-hidden = card kept (hidden)
tew-r-choosing = choosing a card
tew-r-no-card = no card yet
tew-r-card-added = added in a duel
tew-r-to-place = To place:
tew-r-third-standing-short = 3rd posse standing
tew-r-third-lying-short = 3rd posse lying
tew-r-buildings = { $n ->
    [one] { $n } building
   *[other] { $n } buildings
}
tew-r-outhouse = Outhouse
tew-r-gunsmith = Gunsmith +1
tew-r-difficulty = Difficulty: { $level ->
    [APPRENTICE] Apprentice
    [BEGINNER] Beginner
    [MEDIUM] Medium
    [HARD] Hard
   *[EPIC] Epic
}
tew-r-cards = Cards:
tew-r-key = Key
tew-r-legend-posse = standing / wounded posse
tew-r-legend-instant = on arrival
tew-r-legend-hourglass = start Ph. 3
tew-r-legend-dollar = Phase 4
tew-r-legend-suits = Suits: Ha hat > Te teepee > Ho horseshoe
tew-r-legend-chips = > St steer. Cost chips: 2$ = 2 MONEY
tew-r-game-over = GAME OVER
tew-r-building-deck = Buildings in deck: { $n }
tew-r-poker-deck = Poker deck { $deck } · discards { $discards }
tew-r-order = Buying order:
tew-r-in-centre = in the centre
tew-r-duel-at = Duel at the { $spot }
tew-r-attacks = { $who } attacks
tew-r-defends = { $who } defends
tew-r-die = die { $roll }, bonus +{ $bonus }
tew-r-power = power { $power }
tew-r-losing = LOSING
tew-r-rival-card = Rival's duel card: { $card }
tew-r-is-losing = { $who } is losing

# /rules topics
tew-topic-overview = Overview
tew-topic-phases = Phases
tew-topic-spots = Spots
tew-topic-duels = Duels
tew-topic-hands = Poker hands
tew-topic-buying = Buying
tew-topic-solo = Solo

## The card reference (/card)
tew-card-building = Building
tew-card-boss = Boss
tew-card-building-facts = Worth { $vp } VP · costs { $cost }
