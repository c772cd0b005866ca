# /sequence end: een moderator beëindigt een spel of sluit een lobby die de spelers hebben achtergelaten.

end-kind_lobby = #{ $game } Sequence { $variant } (lobby)
end-confirm_game = Spel #{ $game } nu beëindigen? Het stopt zonder winnaar en telt niet mee voor de ranglijst.
end-confirm_lobby = De lobby van spel #{ $game } sluiten? Daarna kan niemand meer meedoen of het starten.
button-end_game = Beëindig spel #{ $game }
button-end_lobby = Sluit lobby #{ $game }
end-done_game = Je hebt spel #{ $game } beëindigd.
end-done_lobby = Je hebt de lobby van spel #{ $game } gesloten.
end-lobby_closed = Deze lobby is gesloten.
error-end_not_allowed = Alleen een lid dat berichten mag beheren waar spel #{ $game } gespeeld wordt, of de server mag beheren, kan het beëindigen. Spelers verlaten een spel met /sequence resign; een host annuleert zijn lobby.
error-end_which = Welk spel? Noem het: /sequence end game:<nummer> (/sequence games toont ze).
error-end_own_game = Je speelt mee in spel #{ $game }, dus je kunt het niet beëindigen: verlaat het met /sequence resign, haal een speler op wie het 3 dagen wacht eruit met /sequence drop, of vraag een andere moderator.
