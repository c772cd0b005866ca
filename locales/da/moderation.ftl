# /sequence end: en moderator afslutter et spil eller lukker en lobby, som spillerne har forladt.

end-kind_lobby = #{ $game } Sequence { $variant } (lobby)
end-confirm_game = Afslut spil #{ $game } nu? Det stopper uden vinder og tæller ikke på ranglisten.
end-confirm_lobby = Luk lobbyen til spil #{ $game }? Bagefter kan ingen deltage i det eller starte det.
button-end_game = Afslut spil #{ $game }
button-end_lobby = Luk lobby #{ $game }
end-done_game = Du afsluttede spil #{ $game }.
end-done_lobby = Du lukkede lobbyen til spil #{ $game }.
end-lobby_closed = Denne lobby blev lukket.
error-end_not_allowed = Kun et medlem, der må administrere beskeder, hvor spil #{ $game } spilles, eller administrere serveren, kan afslutte det. Spillere forlader et spil med /sequence resign; en vært aflyser sin lobby.
error-end_which = Hvilket spil? Angiv det: /sequence end game:<nummer> (/sequence games viser dem).
error-end_own_game = Du spiller med i spil #{ $game }, så du kan ikke afslutte det: forlad det med /sequence resign, tag en spiller, det har ventet 3 dage på, ud med /sequence drop, eller spørg en anden moderator.
