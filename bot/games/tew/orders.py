"""Tiny Epic Western: the questions always asked, even with one legal answer.

The card kept from the two dealt (and the buildings drawn with the Auction House) are
secret until shown (rules §6): answering for the player at once would tell the table that
they had no other choice. The duel is fought with those cards, so it is asked too.
"""

from __future__ import annotations

ASK_ALWAYS = frozenset({"KEEP", "AUCTION_PICK", "DUEL"})
