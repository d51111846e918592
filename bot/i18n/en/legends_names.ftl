# Western Legends: names of places, cards, dice faces, story titles and where a gain came from.

legends-place-plain = { $id }
legends-fight-card-effect = { $card }: { $effect }
legends-fight-effect = { $id ->
    [F2] 1 wound and −1 LP
    [F3] 2 wounds
    [F4] 1 wound and discard 1 card
    [F5] 1 wound; no Marshal point for this bandit
    [F6] 1 wound that cannot be prevented
    [F7] 1 wound or discard 1 random card
    [F8] 1 wound
    [F9] discard 1 card or pay $10; no Marshal point for this bandit
    [F10] the fight may be cancelled and restarted
    [FJ] +$10
    [FQ] draw 1 poker card
    [FK] +1 LP
   *[FA] +1 LP, 1 Marshal point or 1 Wanted point
}
legends-die-face = { $face ->
    [N] nugget
    [R] $10 and reroll
    [B] blank
   *[other] $10
}
legends-die-then = { $first } › { $rest }
legends-dice-and = { $first }; { $rest }
legends-cattle-token = { $colour ->
    [green] green
   *[blue] blue
} cattle token ({ $reward })
legends-cattle-colour = { $colour ->
    [green] green
   *[blue] blue
}
legends-income = { $option ->
    [money] $20
    [cards] 2 poker cards
   *[both] $10 and 1 poker card
}
legends-equipped = { $weapon } and { $mount }
legends-saloon = { $id ->
    [DK_SALOON] the Darkrock Saloon
   *[other] the Red Falls Saloon
}
legends-why-mod = { $why ->
    [dead_eye] { $card } cannot be lowered (Dead Eye)
    [limit] { $card } stays between 2 and Ace
    [jesse_james] Jesse James outside town { $n } to { $card }
    [kit_carson] Kit Carson outside town { $n } to { $card }
    [revolver] upgraded Revolver { $n } to { $card }
    [rifle] upgraded Rifle { $n } to { $card }
    [shotgun] upgraded Shotgun { $n } to { $card }
    [stick_em_up] Stick 'Em Up { $n } to { $card }
    [cover_fire] Cover Fire { $n } to { $card }
   *[shootout] Shootout { $n } to { $card }
}
legends-source = { $what ->
    [work] work
    [income] income
    [revel] Cabaret
    [wanted_turn] Wanted track, end of turn
    [marshal_end] end of the Marshal track
    [wanted_end] end of the Wanted track
    [marshal] Marshal track
    [wanted] Wanted track
    [duel] Duel won
    [rob] Rob
    [high_noon] High Noon
    [bounty] Bounty
    [bounty_ledger] Bounty Ledger
    [lantern] Lantern
    [motherlode] Motherlode
    [sold] gold sold
    [doctor] Doctor
    [mib] Man in Black
    [mib_duel] Man in Black beaten
    [bandit] bandit beaten
    [billy] Billy the Kid
    [cattle] cattle token
    [branding_iron] Branding Iron
    [fight_card] fight card
    [heist] bank heist
    [poker] Saloon pot
    [poker_active] Saloon won as the active player
    [ten_gallon] Ten-Gallon
    [wild_bill_hickok] Wild Bill Hickok
    [ace_in_the_hole] Ace in the Hole
    [ante] ante
    [arrest] arrest
    [store] General Store
    [stagecoach_mary_fields] Stagecoach Mary Fields
   *[story] story card
}
legends-hand-me = You: { $lp } LP · ${ $money } · { $gold ->
        [one] 1 gold nugget
       *[other] { $gold } gold nuggets
    } · { $wounds ->
        [one] 1 wound
       *[other] { $wounds } wounds
    } · { $track ->
        [marshal] Marshal track { $n }
        [wanted] Wanted track { $n }
       *[none] on neither track
    }
legends-story-title = { $id ->
    [S01] Stagecoach Ambush
    [S02] Color in the Pan
    [S03] Assay Office
    [S04] A Friendly Game
    [S05] Lady Luck Smiles
    [S06] New Boots
    [S07] The Gunsmith's Pride
    [S08] Curtain Call
    [S09] House Call
    [S10] Open Range
    [S11] Railhead
    [S12] Moonlight Rustlers
    [S13] Street Showdown
    [S14] Hands Up
    [S15] Law Comes to Town
    [S16] Vault Rumors
    [S17] Honest Wages
    [S18] Outlaw Trail
    [S19] All Aboard
    [S20] News from Red Falls
    [S21] Darkrock Dispatch
    [S22] Staking a Claim
    [S23] Deputized
    [S24] Wanted Poster
    [S25] Sleight of Hand
    [S26] Bad Blood
    [S27] Long Ride
    [S28] Big Spender
    [S29] Bandit Country
    [S30] Scars and Stories
    [S31] Early Riser
    [S32] Crossroads
    [S33] Heavy Pockets
    [S34] Deep Pockets
    [S35] Armed to the Teeth
    [S36] Visiting the Marshal
    [S37] Gold Rush
    [S38] Range War
    [S39] Living Legend
   *[S40] Day of Reckoning
}
legends-card-ref = { $card } ({ $effect })
legends-sheriff-office = Sheriff's Office
legends-die-which = { $n } ({ $faces })
