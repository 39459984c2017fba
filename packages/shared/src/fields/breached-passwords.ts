// Common passwords from public breach corpora (RockYou, the NCSC top list and yearly most-common lists).
// Kept as one whitespace-separated block so the list stays compact; compared lower-cased, so 'Password1'
// and 'PASSWORD1' are caught by 'password1'.
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh
hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey
ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
mobilemail mom monitor monitoring montana moon moscow william corvette hello martin heather secret
merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5
patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever
mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung
andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster
tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple banana junior hannah
123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller
boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita
knight fender barney midnight please brandy chicago badboy slayer rangers charles angel flower rabbit
wizard jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince
marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal
87654321 12344321 golden 8675309 panther lauren angela thx1138 angels madison winston shannon mike
toyota jordan23 canada sophie apples tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy
cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle abcd1234 scorpion
qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf 1991 black startrek
12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins asdfghjkl 1212 sierra peaches
gemini doctor wilson sandra helpme qwertyui victor florida dolphin pookie captain tucker blue liverpool
theman bandit dolphins maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana
jeremy stupid monica elephant giants jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx
warrior 1q2w3e4r5t q1w2e3 123456q albert metallic lucky azerty 7777 alex bond007 alexis 1111111 samson
5150 willie scorpio bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative
12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy florida1
gordon legend jessie stella qwert eminem arthur apple nissan bear america 1qazxsw2 nothing parker 4444
rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic
apollo skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat august buddy
airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182
power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover abcdef 00000 pakistan
007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn therock redwings bigboy
pumpkin trinity williams nintendo digital destiny topgun runner marvin guinness chance bubbles testing
fire november minecraft asdf1234 lasvegas sergey broncos cartman private celtic birdie little cassie
babygirl donald beatles 1313 family 12121212 school louise gabriel eclipse fluffy 147258369 lol123
explorer beer nelson flyers spencer scott lovely gibson doggie cherry andrey snickers buffalo pantera
metallica member carter qwertyu peter alexande steve bronco paradise goober 5555 samuel montana1 mexico
dreams michigan carolina yankee friends magnum surfer poopoo maximus genius cool vampire lacrosse asd123
aaaa christin kimberly speedy sharon carmen 111222 kristina sammy racing ou812 sabrina horses 0987654321
qwerty1 baby stalker enigma 147147 star poohbear 147258 simple bollocks 12345q marcus brian 1987
qweasdzxc drowssap hahaha caroline barbara dave viper drummer action einstein genesis hello1 scotty
friend forest 010203 hotrod google vanessa spitfire badger maryjane friday alaska 1232323q tester jester
jake champion floyd tweety welcome1 password123 p@ssw0rd passw0rd1 password12 password! password1!
p@ssword p@ssword1 pa$$word pa$$w0rd passwort qwerty12 qwerty1! qwerty123! welcome123 welcome! welcome1!
welcome2020 welcome2021 welcome2022 welcome2023 welcome2024 welcome2025 summer2019 summer2020 summer2021
summer2022 summer2023 summer2024 summer2025 summer2020! summer2021! summer2022! summer2023! summer2024!
summer2025! winter2020 winter2021 winter2022 winter2023 winter2024 winter2025 spring2020 spring2021
spring2022 spring2023 spring2024 spring2025 fall2020 fall2021 fall2022 fall2023 fall2024 autumn2023
autumn2024 january1 february1 march2020 april2020 password2020 password2021 password2022 password2023
password2024 password2025 password01 password11 password99 iloveyou1 iloveyou! iloveyou2 iloveu
iloveyou123 princess1 monkey1 monkey123 dragon1 dragon123 sunshine1 sunshine123 football1 football123
baseball1 basketball letmein1 letmein123 letmein! trustno1! master1 master123 shadow1 shadow123
superman1 batman1 batman123 abc12345 abcd123 abc123! abc@123 admin admin123 admin1 admin1234
administrator root toor changeme changeme1 changeme123 default guest user user123 test123 test1234
testtest demo qwerty1234 qwertyuiop123 1q2w3e 1q2w3e4r5t6y zaq12wsx zaq1zaq1 1qaz!qaz !qaz2wsx 1qaz@wsx
qazwsx123 asdfgh123 asdf123 zxcvbnm123 aa123456 a123456 a12345678 123456789a 12345678a 1234567a
abc123456 qwe123 qwe12345 qweasd qweasd123 asd12345 zxc123 zxcvbn123 123qweasd 123asd 123abc456
112233445566 123456123456 123654789 147852369 741852963 963852741 789789 456456 456789 321321 123321123
1234554321 5201314 666999 1314520 520520 999999999 0123456789 00000000 12345678910 1122334455
123123123123 11112222 101010101 2580 4321 9876543210 charlie1 jordan1 michael1 jessica1 ashley1 nicole1
daniel1 jennifer1 andrew1 thomas1 hunter1 hunter2 tigger1 buster1 soccer1 hockey1 ranger1 george1
pepper1 maggie1 ginger1 joshua1 summer1 chelsea1 matthew1 taylor1 michelle1 heather1 diamond1 silver1
cookie1 orange1 samantha1 guitar1 mickey1 chicken1 snoopy1 peanut1 morgan1 welcome01 falcon1 cowboy1
mustang1 loveme1 lovely1 angel1 flower1 babygirl1 jesus jesus1 jesuschrist christ blessed blessed1 faith
hope1 grace god godisgood lovelove love123 loveyou mylove lovers1 sexy sexy1 hottie hottie1 cutie cutie1
pretty beautiful beautiful1 purple1 pink123 blue123 red1234 green1 yellow1 black1 white1 orange12
rainbow1 butterfly butterfly1 unicorn princesa tequiero teamo amor corazon contraseña contrasena senha
motdepasse passwort1 hallo123 mypassword mypass mypass1 secret1 secret123 password0 pass123 pass1234
passpass passwd 1password 12password sunflower starwars1 pokemon1 naruto naruto1 superstar rockstar
rockyou freedom1 liberty eagle1 america1 usa123 chocolate chocolate1 cheese1 cookies cupcake candy sugar
honey honey1 sweety sweetie sweetpea angel123 angels1 baby123 babyboy babygirl123 mommy mommy1 daddy
daddy1 family1 friends1 bestfriend soccer10 football10 hockey10 baseball10 player1 gamer gamer123
killer1 killer123 dragons master12 monkeys zombie ninja ninja123 samurai warrior1 legend1 hero computer1
internet1 online1 server network windows microsoft linux ubuntu apple123 iphone android samsung1 nokia
google1 facebook twitter youtube instagram linkedin yahoo hotmail gmail email qwertz azerty1 asdfjkl
jkl123 qwerasdf zxcv1234 1qa2ws3ed 1q2w3e4r5 q1w2e3r4t5y6 1a2b3c4d a1b2c3d4 a1b2c3 abcdefg abcdefgh
abcdefghi aaaaaaaa aaaaaaa 1234abcd asdfghjkl1 lol12345 trustme letmein2 hello123 hello12 hellokitty
kitty kitty123 puppy puppies doggy cat123 kitten1 tiger1 lion king queen prince1 princess12 lovebug
sparkle smile smiley happy1 happy123 sunny sunny123 moonlight starlight shadow12 midnight1 thunder1
lightning storm rain snow snowflake winter1 summer12 spring autumn nature ocean river beach island
paradise1 heaven1 angel12 matrix1 neo morpheus trinity1 doctor1 nurse
`;

// Stryker disable next-line Regex: the list has one separator between words, so \s and \s+ split it alike
export const BREACHED_PASSWORDS: ReadonlySet<string> = new Set(LIST.trim().split(/\s+/));

export const isBreachedPassword = (password: string): boolean =>
  BREACHED_PASSWORDS.has(password.toLowerCase());
