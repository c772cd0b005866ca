# /sequence end: en moderator avslutter et spill eller lukker en lobby som spillerne har forlatt.

end-kind_lobby = #{ $game } Sequence { $variant } (lobby)
end-confirm_game = Avslutte spill #{ $game } nå? Det stopper uten vinner og teller ikke på rangeringen.
end-confirm_lobby = Lukke lobbyen til spill #{ $game }? Etterpå kan ingen bli med i det eller starte det.
button-end_game = Avslutt spill #{ $game }
button-end_lobby = Lukk lobby #{ $game }
end-done_game = Du avsluttet spill #{ $game }.
end-done_lobby = Du lukket lobbyen til spill #{ $game }.
end-lobby_closed = Denne lobbyen ble lukket.
error-end_not_allowed = Bare et medlem som kan administrere meldinger der spill #{ $game } spilles, eller administrere serveren, kan avslutte det. Spillere forlater et spill med /sequence resign; en vert avlyser sin lobby.
error-end_which = Hvilket spill? Oppgi det: /sequence end game:<nummer> (/sequence games viser dem).
error-end_own_game = Du spiller i spill #{ $game }, så du kan ikke avslutte det: forlat det med /sequence resign, ta ut en spiller det har ventet 3 dager på med /sequence drop, eller spør en annen moderator.
