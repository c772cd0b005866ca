# /sequence end: en moderator avslutar ett spel eller stänger en lobby som spelarna lämnat.

end-kind_lobby = #{ $game } Sequence { $variant } (lobby)
end-confirm_game = Avsluta spel #{ $game } nu? Det slutar utan vinnare och räknas inte på topplistan.
end-confirm_lobby = Stänga lobbyn för spel #{ $game }? Efteråt kan ingen gå med i det eller starta det.
button-end_game = Avsluta spel #{ $game }
button-end_lobby = Stäng lobby #{ $game }
end-done_game = Du avslutade spel #{ $game }.
end-done_lobby = Du stängde lobbyn för spel #{ $game }.
end-lobby_closed = Den här lobbyn stängdes.
error-end_not_allowed = Bara en medlem som får hantera meddelanden där spel #{ $game } spelas, eller hantera servern, kan avsluta det. Spelare lämnar ett spel med /sequence resign; en värd ställer in sin lobby.
error-end_which = Vilket spel? Ange det: /sequence end game:<nummer> (/sequence games listar dem).
error-end_own_game = Du spelar i spel #{ $game }, så du kan inte avsluta det: lämna det med /sequence resign, ta bort en spelare som det har väntat 3 dagar på med /sequence drop, eller be en annan moderator.
