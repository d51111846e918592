"""A concise rules summary in our own words, for `/rules`."""

RULES: dict[str, str] = {
    "overview": (
        "Way Out West: 3-5 cattle barons buy cattle, hire cowboys and put up property in five "
        "towns (San Antonia, Kansas City, Abilene, Dodge City, Deadwood), then use shootouts to "
        "seize what others built. 3 players play 12 rounds ($20 each); 4 players play 9 rounds "
        "($20); 5 players play 9 rounds ($25). Everything is public. Each round: a turn-order "
        "auction, then two passes of actions, then income on track positions 3, 6, 9 and 12."
    ),
    "auction": (
        "Bidding follows last round's turn order. On your turn raise to a new total above the "
        "high bid (no more than your money) or drop out. Dropping pays your last bid to the bank "
        "and takes the worst free position; the last bidder left takes position 1 and pays their "
        "bid. A player who cannot raise drops out automatically."
    ),
    "actions": (
        "In turn order, twice per round, put a disc on a free action box and do it at once, or "
        "pass. Buy cattle ($1 each, 1-2): an empty corral in a town where you have a cowboy; "
        "towns above San Antonia open only while the town below is more than half full. Hire "
        "cowboys ($1 each, 1-2) into any towns. Build a jail $3, stagecoach $4, store $5, hotel "
        "$8, bank $10 or train $20: one of each type per town, at most 2 of your own buildings "
        "per town. Move up to 3 or 5 cowboys; move one of your cattle to a town where you have a "
        "cowboy; place your farmer once per game; or start a gunfight. Another player's "
        "stagecoach earns $1 from the bank for each cowboy hired into its town, or moved out of "
        "or into it. You may only take a box you can actually use."
    ),
    "shootouts": (
        "Attack another player's building or 1-2 of their cattle, or the farmer, in a town where "
        "you have a cowboy. All your cowboys there fight against all the defender's; a bank or "
        "train adds a guard; the town's jail owner may add a sheriff; an empty defence gets a "
        "phantom. Equal sides fire together each exchange; otherwise the weaker side fires first "
        "and the sides alternate. Each 5 or 6 kills one fighter (cowboys die first). Instead of "
        "firing a side may retreat and lose, scattering its cowboys one per other town. The "
        "winner takes a Wanted token. A won building or cattle is replaced by the attacker's own; "
        "a jail is destroyed; a bank is robbed for three dice (an owner who cannot pay it all "
        "pays everything and loses the bank); a shot farmer leaves the game."
    ),
    "income": (
        "After rounds on track 3, 6, 9 and 12: each cattle pays $2 ($1 with a farmer in town, "
        "doubled with a train). A bank pays $2 per other player's building in its town, a store "
        "$1 per other player's cattle plus $2 with a farmer, a hotel $1 per other player's cowboy."
    ),
    "scoring": (
        "At the end each building scores the number of buildings in its town. Cattle score 1 "
        "(2 with a train, 1 less with a farmer). The single player with the most buildings + "
        "cattle in a town scores its size (ties: nobody). Most money scores 5 (tie 2 each), most "
        "Wanted tokens 4 (tie 2 each). Highest total wins; ties share the win."
    ),
}
