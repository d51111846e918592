"""A concise rules summary in our own words, by topic, for `/rules`."""

RULES: dict[str, str] = {
    "overview": (
        "Tiny Epic Western for 1-4 players, 6 rounds. Place your 3 posse around a ring of six "
        "mats to gain MONEY, LAW and FORCE (each 0-6), win poker hands at the mats, and buy "
        "buildings for victory points. Most VP wins: building VP, industry shares, and 2 VP "
        "for holding the Wanted card. Ties: most buildings, then most industry icons."
    ),
    "phases": (
        "1. Deal: six cards go face up in the gaps between the mats, one face down to the "
        "Rival; each player is dealt 2 cards and secretly keeps 1.\n"
        "2. Placement: from the dealer, each places one posse per turn (2, or 3 when the "
        "third posse stands). Taking a spot held by another player's standing posse starts a duel.\n"
        "3. Resolution: kept cards are revealed; at each mat the players present compare hands "
        "(kept card + the two flanking gap cards); the winner takes the pot. A lone player must "
        "tie or beat the Rival card.\n"
        "4. Buy: the Town Hall hand sets the order; each may buy one building at a mat where "
        "they have a posse. The best Town Hall hand advances one industry token. A player who "
        "bought nothing this round gets the third posse next round."
    ),
    "spots": (
        "Colour mats: an influence spot (instant side: +1 now; resolution side: +2 if you win "
        "the hand while standing) and a porch that uses the owner's top building (the owner "
        "earns 1 MONEY when someone else uses it). Grey mats: a porch that first gives 1 of the "
        "mat's type. Sheriff's Office: change your card's value (-1/+1) or suit (down/up) for "
        "Phases 3-4, the Leftover spot (buy from any slot at the end), and a porch."
    ),
    "duels": (
        "The newcomer attacks the standing posse. Both roll a die; power = die (+ your kept "
        "card's natural value once you reveal it, once per round, + Gunsmith). Ties go to the "
        "defender (the Outlaw wins ties). The side that is losing may reroll (attacker pays 1 "
        "FORCE, defender 1 LAW), reveal, or stand; the duel ends when the loser stands. The "
        "loser is wounded (keeps presence and the pot, loses other benefits); the winner takes "
        "the Wanted card."
    ),
    "hands": (
        "Three cards, best first: straight flush, three of a kind, flush, straight, pair, high "
        "card. Flush beats straight. Straights are 1-2-3, 2-3-4, 3-4-5 (no wrap). Within a "
        "category the holder's own card decides: value, then suit (HAT > TEEPEE > HORSESHOE > "
        "STEER). Full ties at a mat pay every tied player."
    ),
    "buying": (
        "Pay the printed cost in its own types. A bought card goes pending on your own porch "
        "and becomes its top card at the end of Phase 4. Empty slots refill at the end of the "
        "round; when the building deck runs out the game ends. Industries: after 6 advances "
        "the tokens sit on 1st/2nd/3rd; the players with the most icons of an industry score "
        "its majority VP (3-4 players also a minority share)."
    ),
    "solo": (
        "Solo: you play against the Rival, which has 3 posse, no influence and 0-4 buildings "
        "by difficulty. After each of your placements it rolls a die: 1-5 picks a mat "
        "clockwise (skipping mats where it already is), 6 targets the spot you just took. In "
        "duels only you act; you may also pay 1 to make it reroll or redraw its duel card. It "
        "competes at every mat with the better of its two cards and buys the highest-VP "
        "building where it has a posse, for free. Beat its score to win."
    ),
}
